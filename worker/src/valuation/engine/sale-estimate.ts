import type { Channel } from './features.ts';
import { boundedValue, modelInputs } from './value-name.ts';

/**
 * What the engine says a sold name is worth through the channel it sold in: the channel's value
 * whether or not that channel usually sells such names, since this one did.
 */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  const { row, logValue, shift } = modelInputs(label, extension);
  return boundedValue(row, logValue, channel, shift).value;
}
