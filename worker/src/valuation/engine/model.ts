import type { Channel, EncodingTables } from './features.ts';
import type { Ensemble } from './gbm.ts';

/** A channel's calibration: log10 offsets from the trees' prediction, per band of that prediction. */
export interface ChannelInterval {
  /** Band k covers predicted values up to bandEdges[k]; the last band the rest. */
  bandEdges: number[];
  /**
   * Per band, the held-out log10 errors of the channel's sales: the median places the value,
   * the narrowest range holding 80% of them its 80% range.
   */
  cells: Array<[lower: number, median: number, upper: number]>;
  /**
   * Per band, per range group (see rangeGroupOf), the narrowest range of log10 errors that held
   * 80% of that kind of name's sales in the band (the band's own where it had too few).
   */
  groupRanges: Array<Array<[lower: number, upper: number]>>;
}

/** The channels whose value is shown only for names like the ones they sell; the marketplace value is the headline, always shown. */
export const GATED_CHANNELS = ['auction', 'brokerage'] as const satisfies readonly Channel[];
export type GatedChannel = (typeof GATED_CHANNELS)[number];

/** Where a channel sells: the share of sold names like a name that went through it. */
export interface ChannelSupport {
  /** Trees estimating that share from the name's model row at the headline channel. */
  share: Ensemble;
  /** Below this share (the 5th percentile of the channel's own sold names, at most 10%) the channel rarely sells such names. */
  minShare: number;
}

/** How far channels' prices lie apart among sold names of similar headline value. */
export interface ChannelSpread {
  /** Band k covers calibrated headline log10 values up to bandEdges[k]; the last band the rest. */
  bandEdges: number[];
  /**
   * Per channel and band, how far that channel's sales' prices lie from their own headline
   * value (log10): the range holding the middle 80% of them.
   */
  gap: Record<Channel, Array<[least: number, greatest: number]>>;
}

/**
 * What internationalised (`xn--`) names with a Latin reading sold for against their ASCII twin's
 * value, measured on the reported IDN sales held out of the fit.
 */
export interface IdnDiscount {
  /** IDN sales with a Latin reading the discount is measured on. */
  sales: number;
  /** Median log10 of price over the twin's value in the sale's channel: below zero, a discount. */
  log10: number;
  /** 80% bootstrap interval of that median. */
  interval80: [lower: number, upper: number];
}

/** The fitted valuation model as `npm run fit` writes it to model/valuation-model.json. */
export interface ValuationModel {
  version: number;
  features: string[];
  tables: EncodingTables;
  /** Predicts log10 of the sale price, in its channel's prices of that channel's latest year of data, from the feature vector. */
  value: Ensemble;
  interval: Record<Channel, ChannelInterval>;
  support: Record<GatedChannel, ChannelSupport>;
  spread: ChannelSpread;
  idn: IdnDiscount;
  /** Percentiles 0..100 of the model's marketplace value over every sold name, in log10 USD. */
  valuePercentiles: number[];
}

export const isGated = (channel: Channel): channel is GatedChannel =>
  (GATED_CHANNELS as readonly Channel[]).includes(channel);

/** A gated channel sells names like one whose estimated share of such sales reaches its support's least share. */
export function withinSupport(share: number, minShare: number): boolean {
  return share >= minShare;
}

/** The band of the interval table a predicted log10 value falls in. */
export function bandOf(bandEdges: readonly number[], predicted: number): number {
  let k = 0;
  while (k < bandEdges.length && predicted > (bandEdges[k] as number)) k++;
  return k;
}
