import type { Industry } from './industries.ts';

/**
 * The contract of the valuation engine (DESIGN.md "Valuation engine"): pure, deterministic,
 * no I/O. The seed, the search, the simulator and the generator all value names through it.
 */
export interface DomainScores {
  seoScore: number;
  trafficScore: number;
  brandabilityScore: number;
  potentialScore: number;
  brandScore: number;
  /** analysis.marketValue and analysis.trafficPotential of SPEC 3, 0-100. */
  marketValue: number;
  trafficPotential: number;
}

export interface ValueFactorExplanation {
  factor: string;
  /** Multiplicative effect on the value: 1.4 means this factor raised it by 40%. */
  effect: number;
  text: string;
}

export interface Appraisal {
  label: string;
  extension: string;
  words: string[];
  estimatedValue: number;
  /** Calibrated 80% interval from held-out errors. */
  valueRange: { min: number; max: number };
  scores: DomainScores;
  /**
   * Value by sale channel (computed when first read): auction (wholesale), marketplace (the
   * estimatedValue) and brokerage (negotiated; null below the $25,000 brokers take on).
   */
  readonly channelValues: { auction: number; marketplace: number; brokerage: number | null };
  /** Best-guess industry from the name's words (one of the simulator's 23 industries; 'general' when none). */
  industry: Industry;
  /** Estimated monthly searches for the name's words. */
  keywordVolume: number;
  /** The factors that explain the value, strongest first (computed when first read). */
  readonly explanation: ValueFactorExplanation[];
}
