import type { Channel } from './features.ts';
import { boundedValue, modelInputs } from './value-name.ts';

/**
 * What the engine says a sold name is worth through the channel it sold in: the model's value
 * in that channel whether or not the channel usually sells such names, since this one did, and
 * without the name's own sales (a sale set beside an estimate made from itself says nothing).
 */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  const { row, logValue, shift, group } = modelInputs(label, extension);
  return boundedValue(row, logValue, channel, shift, group).value;
}
