import { channelValueOf } from './appraise.ts';
import type { Channel } from './features.ts';

/** What the engine says a sold name is worth through the channel it sold in. */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  return channelValueOf(label, extension, channel).value;
}
