import type { Channel } from './features.ts';
import { channelValueOf } from './value-name.ts';

/** What the engine says a sold name is worth through the channel it sold in. */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  return channelValueOf(label, extension, channel).value;
}
