import type { Appraisal } from './appraisal.ts';
import { explainValue } from './explain.ts';
import {
  CHANNELS,
  type Channel,
  FEATURE_NAMES,
  featureVector,
  type NameFeatures,
  nameFeatures,
} from './features.ts';
import { model, trees } from './fitted-model.ts';
import { predict } from './gbm.ts';
import { bandOf } from './model.ts';
import { keywordVolume, percentileOf, scoreName } from './scores.ts';

export { model };

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');
/** The headline value: what the name would fetch listed on a marketplace. */
const HEADLINE: Channel = 'marketplace';
/**
 * Brokers take names worth $25,000 and up; below that a brokerage value would only echo the
 * press-reported deals the brokerage sales come from, which are all large.
 */
const BROKERED_FROM = Math.log10(25_000);

/** Whole dollars, at least the $10 a registrar charges for a new name. */
export function dollars(logValue: number): number {
  const v = 10 ** logValue;
  return Math.max(10, v >= 1000 ? Math.round(v / 10) * 10 : Math.round(v));
}

/** The name's features, its model row at the headline channel, and its log10 value. */
export function modelInputs(label: string, extension: string) {
  const f = nameFeatures(label, extension);
  const row = featureVector(f, model.tables, HEADLINE, new Float64Array(FEATURE_NAMES.length));
  return { f, row, logValue: predict(trees, row) };
}

export function predictRow(x: Float64Array): number {
  return predict(trees, x);
}

/** The calibrated 80% interval around a log10 value, in dollars. */
export function intervalOf(logValue: number): { min: number; max: number } {
  const [lo, hi] = model.interval.cells[HEADLINE][bandOf(model.interval.bandEdges, logValue)] as [
    number,
    number,
  ];
  return { min: dollars(logValue + lo), max: dollars(logValue + hi) };
}

/** An appraisal whose channel values and explanation are worked out only when first read. */
class EngineAppraisal implements Appraisal {
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number;
  readonly valueRange: { min: number; max: number };
  readonly scores: Appraisal['scores'];
  readonly industry: Appraisal['industry'];
  readonly keywordVolume: number;
  readonly #features: NameFeatures;
  readonly #row: Float64Array;
  readonly #logValue: number;
  #channelValues: Appraisal['channelValues'] | undefined;
  #explanation: Appraisal['explanation'] | undefined;

  constructor(f: NameFeatures, row: Float64Array, logValue: number) {
    const volume = keywordVolume(f);
    this.label = f.label;
    this.extension = f.extension;
    this.words = f.words;
    this.estimatedValue = dollars(logValue);
    this.valueRange = intervalOf(logValue);
    this.scores = scoreName(f, percentileOf(model.valuePercentiles, logValue), volume);
    this.industry = f.industry;
    this.keywordVolume = volume;
    this.#features = f;
    this.#row = row;
    this.#logValue = logValue;
  }

  get channelValues(): Appraisal['channelValues'] {
    this.#channelValues ??= {
      auction: dollars(this.#channelLog('auction')),
      marketplace: dollars(this.#logValue),
      brokerage: this.#logValue >= BROKERED_FROM ? dollars(this.#channelLog('brokerage')) : null,
    };
    return this.#channelValues;
  }

  get explanation(): Appraisal['explanation'] {
    this.#explanation ??= explainValue(this.#features, this.#row, this.#logValue);
    return this.#explanation;
  }

  #channelLog(channel: Channel): number {
    const x = Float64Array.from(this.#row);
    x[CHANNEL_COLUMN] = CHANNELS.indexOf(channel);
    return predict(trees, x);
  }
}

/**
 * Appraises label.extension (both lower-case, already validated): the fitted model's value
 * with its calibrated 80% interval, channel values, scores and, on first read, the factors
 * that explain the value. Pure and deterministic.
 */
export function appraise(label: string, extension: string): Appraisal {
  const { f, row, logValue } = modelInputs(label, extension);
  return new EngineAppraisal(f, row, logValue);
}
