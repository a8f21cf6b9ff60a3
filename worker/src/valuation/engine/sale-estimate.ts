import type { Channel } from './features.ts';
import { boundedValue, ModelInputs } from './value-name.ts';

/**
 * What the engine says a sold name is worth through the channel it sold in: the model's value
 * in that channel whether or not the channel usually sells such names, since this one did, and
 * without the name's own sales (a sale set beside an estimate made from itself says nothing).
 */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  const inputs = new ModelInputs(label, extension);
  return boundedValue(inputs, channel, inputs.shift).value;
}
