import { explainValue } from './explain-value.ts';
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
import { asOfShift } from './market-index.ts';
import { bandOf } from './model.ts';
import type { ChannelValue, NameValuation } from './name-valuation.ts';
import { keywordVolume, percentileOf, scoreName } from './scores.ts';

export { model };

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');
/** The headline value: what the name would fetch listed on a marketplace (retail). */
const HEADLINE: Channel = 'marketplace';

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

/** A channel's value and 80% range from the trees' log10 prediction, as its held-out errors calibrate them. */
function calibrate(logValue: number, channel: Channel): [lower: number, value: number, upper: number] {
  const { bandEdges, cells } = model.interval[channel];
  const [lo, mid, hi] = cells[bandOf(bandEdges, logValue)] as [number, number, number];
  return [logValue + lo, logValue + mid, logValue + hi];
}

/** The calibrated value of a log10 prediction in a channel (the median sale it stands for). */
export function calibratedLog(logValue: number, channel: Channel = HEADLINE): number {
  return calibrate(logValue, channel)[1];
}

/** The log10 value of a model row (made at the headline channel) in another channel. */
export function logValueIn(row: Float64Array, channel: Channel): number {
  const x = Float64Array.from(row);
  x[CHANNEL_COLUMN] = CHANNELS.indexOf(channel);
  return predict(trees, x);
}

/**
 * A channel's calibrated value and 80% range from the trees' log10 prediction, in `asOf` money:
 * moved by the channel's own index from its latest year of data, where the model speaks
 * (undefined: that year's prices, which is also any later year's).
 */
export function channelValue(logValue: number, channel: Channel, asOf?: number): ChannelValue {
  const shift = asOf === undefined ? 0 : asOfShift(channel, asOf);
  const [lo, value, hi] = calibrate(logValue, channel);
  return { value: dollars(value + shift), range: { min: dollars(lo + shift), max: dollars(hi + shift) } };
}

/** A valuation whose channel values and explanation are worked out only when first read. */
class EngineValuation implements NameValuation {
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number;
  readonly valueRange: { min: number; max: number };
  readonly scores: NameValuation['scores'];
  readonly industry: NameValuation['industry'];
  readonly keywordVolume: number;
  readonly #features: NameFeatures;
  readonly #row: Float64Array;
  readonly #logValue: number;
  readonly #asOf: number | undefined;
  #channels: NameValuation['channels'] | undefined;
  #explanation: NameValuation['explanation'] | undefined;

  constructor(f: NameFeatures, row: Float64Array, logValue: number, asOf: number | undefined) {
    const volume = keywordVolume(f);
    this.label = f.label;
    this.extension = f.extension;
    this.words = f.words;
    const retail = channelValue(logValue, HEADLINE, asOf);
    this.estimatedValue = retail.value;
    this.valueRange = retail.range;
    this.scores = scoreName(f, percentileOf(model.valuePercentiles, logValue), volume);
    this.industry = f.industry;
    this.keywordVolume = volume;
    this.#features = f;
    this.#row = row;
    this.#logValue = logValue;
    this.#asOf = asOf;
  }

  get channels(): NameValuation['channels'] {
    this.#channels ??= {
      auction: channelValue(this.#channelLog('auction'), 'auction', this.#asOf),
      marketplace: { value: this.estimatedValue, range: this.valueRange },
      brokerage: channelValue(this.#channelLog('brokerage'), 'brokerage', this.#asOf),
    };
    return this.#channels;
  }

  get channelValues(): NameValuation['channelValues'] {
    const { auction, marketplace, brokerage } = this.channels;
    return { auction: auction.value, marketplace: marketplace.value, brokerage: brokerage.value };
  }

  get explanation(): NameValuation['explanation'] {
    this.#explanation ??= explainValue(this.#features, this.#row, this.#logValue);
    return this.#explanation;
  }

  #channelLog(channel: Channel): number {
    return logValueIn(this.#row, channel);
  }
}

/**
 * Values label.extension (both lower-case, already validated): the fitted model's retail
 * value with its calibrated 80% interval, scores and, on first read, the value and interval of
 * every sale channel and the factors that explain the value. Every value is in `asOf` money
 * (a year; undefined: each channel's latest data, carried flat to any later year). Pure and
 * deterministic.
 */
export function valueName(label: string, extension: string, asOf?: number): NameValuation {
  const { f, row, logValue } = modelInputs(label, extension);
  return new EngineValuation(f, row, logValue, asOf);
}

/**
 * One channel's value and calibrated 80% range for label.extension (lower-case, validated):
 * the same figure as `valueName(...).channels[channel]`, with one tree prediction instead of
 * the three that every channel and the headline take.
 */
export function channelValueOf(
  label: string,
  extension: string,
  channel: Channel,
  asOf?: number,
): ChannelValue {
  const row = featureVector(
    nameFeatures(label, extension),
    model.tables,
    HEADLINE,
    new Float64Array(FEATURE_NAMES.length),
  );
  return channelValue(logValueIn(row, channel), channel, asOf);
}
