import { appraise } from './appraise.ts';
import type { Channel } from './features.ts';

/**
 * What the engine says a sold name is worth through the channel it sold in. Brokers take
 * only names worth $25,000 and up; for a brokered name the engine values below that, the
 * marketplace value is where the name would otherwise sell.
 */
export function saleEstimate(label: string, extension: string, channel: Channel): number {
  const values = appraise(label, extension).channelValues;
  return values[channel] ?? values.marketplace;
}
