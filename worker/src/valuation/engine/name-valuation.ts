import type { SaleChance } from '@domainary/schema/contracts/sale-chance.ts';
import type { SaleChannel } from '@domainary/schema/contracts/sales.ts';
import type { NameFeatures } from './features.ts';
import type { Industry } from './industries.ts';

/**
 * The contract of the valuation engine: pure, deterministic, no I/O, so the same name gets
 * the same value everywhere. The seed, the search, the simulator and the generator all value names through it.
 */
export interface DomainScores {
  seoScore: number;
  trafficScore: number;
  brandabilityScore: number;
  potentialScore: number;
  brandScore: number;
  /** A domain's analysis.marketValue and analysis.trafficPotential, 0-100. */
  marketValue: number;
  trafficPotential: number;
}

export interface ValueFactorExplanation {
  factor: string;
  /** Multiplicative effect on the value: 1.4 means this factor raised it by 40%. */
  effect: number;
  text: string;
}

/**
 * What a name fetches in one sale channel, with that channel's calibrated 80% interval; no
 * figure where the channel rarely sells names like it, and why.
 */
export interface ChannelValue {
  value: number | null;
  range: { min: number; max: number } | null;
  /** Why there is no value ("Rarely sold through brokers: ..."); null when there is one. */
  noValueReason: string | null;
}

/** A channel's value where one is given. */
export interface GivenValue extends ChannelValue {
  value: number;
  range: { min: number; max: number };
  noValueReason: null;
}

export interface NameValuation {
  /** What the engine read off the name (words, length, ...), for lookups such as comparable sales. */
  readonly features: NameFeatures;
  label: string;
  extension: string;
  words: string[];
  /**
   * The headline value: what the name would fetch in headlineChannel (listed on a marketplace
   * unless its own sale went through another channel); null when the name gets no number.
   */
  estimatedValue: number | null;
  /** Calibrated 80% interval of the headline value, from held-out errors of its channel's sales; null with it. */
  valueRange: { min: number; max: number } | null;
  /** The channel estimatedValue is in. */
  headlineChannel: SaleChannel;
  /** The estimated chance the name sells within a year at its marketplace value; null when it gets no number. */
  saleChance: SaleChance | null;
  scores: DomainScores;
  /**
   * Value and 80% range by sale channel (computed when first read): auction (wholesale),
   * marketplace (retail, the estimatedValue) and brokerage (a negotiated deal large enough to
   * be reported, which is all the brokered sales the model learns from). Auction and brokerage
   * give a value only for names like the ones they sell, no further from the retail value
   * than sold names of that value show.
   */
  readonly channels: { auction: ChannelValue; marketplace: ChannelValue; brokerage: ChannelValue };
  /** The channels' values alone (null where a channel gives none). */
  readonly channelValues: { auction: number | null; marketplace: number | null; brokerage: number | null };
  /** Best-guess industry from the name's words (one of the simulator's 23 industries; 'general' when none). */
  industry: Industry;
  /** Estimated monthly searches for the name's words. */
  keywordVolume: number;
  /** The factors that explain the value, strongest first (computed when first read). */
  readonly explanation: ValueFactorExplanation[];
}
