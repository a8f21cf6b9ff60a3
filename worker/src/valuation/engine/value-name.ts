import { boundedRange, calibratedRange, HEADLINE } from './channel-range.ts';
import { outsideSupport } from './channel-support.ts';
import { explainValue } from './explain-value.ts';
import {
  CHANNELS,
  type Channel,
  FEATURE_NAMES,
  featureVector,
  type NameFeatures,
  nameFeatures,
  readsAsAsciiTwin,
} from './features.ts';
import { model, trees } from './fitted-model.ts';
import { predict, predictWithLeaves } from './gbm.ts';
import { asOfShift } from './market-index.ts';
import { isGated } from './model.ts';
import type { ChannelValue, HeadlineValue, NameValuation } from './name-valuation.ts';
import { keywordVolume, percentileOf, scoreName } from './scores.ts';

export { model };

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');

/** Whole dollars, at least the $10 a registrar charges for a new name. */
export function dollars(logValue: number): number {
  const v = 10 ** logValue;
  return Math.max(10, v >= 1000 ? Math.round(v / 10) * 10 : Math.round(v));
}

/**
 * What the sales say of a name beyond what the trees read off its letters, in log10: an
 * internationalised name read as its ASCII twin sells below the twin, by the median the
 * reported IDN sales show (measured by `npm run fit`).
 */
function idnShift(f: NameFeatures): number {
  return readsAsAsciiTwin(f) ? model.idn.log10 : 0;
}

/**
 * The name's features, its model row at the headline channel, the trees' log10 value and the
 * shift every one of its values takes (see idnShift).
 */
export function modelInputs(label: string, extension: string) {
  const f = nameFeatures(label, extension);
  const row = featureVector(f, model.tables, HEADLINE, new Float64Array(FEATURE_NAMES.length));
  const leaves = new Int32Array(trees.count);
  return { f, row, leaves, logValue: predictWithLeaves(trees, row, leaves), shift: idnShift(f) };
}

export function predictRow(x: Float64Array): number {
  return predict(trees, x);
}

/** The calibrated value of a log10 prediction in a channel (the median sale it stands for). */
export function calibratedLog(logValue: number, channel: Channel = HEADLINE): number {
  return calibratedRange(model.interval, logValue, channel)[1];
}

/**
 * The log10 value of a model row (made at the headline channel) in another channel: the row's
 * channel set for one prediction and put back, rather than a copy of the row per channel.
 */
function logValueIn(row: Float64Array, channel: Channel): number {
  const headline = row[CHANNEL_COLUMN] as number;
  row[CHANNEL_COLUMN] = CHANNELS.indexOf(channel);
  const value = predict(trees, row);
  row[CHANNEL_COLUMN] = headline;
  return value;
}

/** How far `asOf` money moves a channel's value: by the channel's own index, none when undefined. */
const moneyShift = (channel: Channel, asOf: number | undefined) =>
  asOf === undefined ? 0 : asOfShift(channel, asOf);

/** A channel's log10 value and 80% range in dollars, moved by shift. */
function inDollars([lo, value, hi]: readonly [number, number, number], shift: number): HeadlineValue {
  return {
    value: dollars(value + shift),
    range: { min: dollars(lo + shift), max: dollars(hi + shift) },
    noValueReason: null,
  };
}

/** The headline (marketplace) value and 80% range of a log10 prediction, moved by shift. */
export function retailValue(logValue: number, shift: number): HeadlineValue {
  return inDollars(calibratedRange(model.interval, logValue, HEADLINE), shift);
}

/**
 * A channel's value for a model row whose headline prediction is headlineLog, its spread from
 * the headline kept within what sold names of that value show; then moved by shift.
 */
export function boundedValue(
  row: Float64Array,
  headlineLog: number,
  channel: Channel,
  shift: number,
): HeadlineValue {
  return inDollars(boundedRange(model, logValueIn(row, channel), headlineLog, channel), shift);
}

/**
 * A channel's value (see boundedValue), or none with the reason where the channel rarely sells
 * names like this one. The headline channel always gives one.
 */
export function gatedValue(
  row: Float64Array,
  headlineLog: number,
  channel: Channel,
  shift: number,
): ChannelValue {
  if (!isGated(channel)) return boundedValue(row, headlineLog, channel, shift);
  const reason = outsideSupport(row, channel);
  return reason
    ? { value: null, range: null, noValueReason: reason }
    : boundedValue(row, headlineLog, channel, shift);
}

/** A valuation whose channel values and explanation are worked out only when first read. */
class EngineValuation implements NameValuation {
  readonly features: NameFeatures;
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number;
  readonly valueRange: { min: number; max: number };
  readonly scores: NameValuation['scores'];
  readonly industry: NameValuation['industry'];
  readonly keywordVolume: number;
  readonly #row: Float64Array;
  /** Each tree's leaf for the row, which the explanation compares its changed rows against. */
  readonly #leaves: Int32Array;
  readonly #logValue: number;
  readonly #shift: number;
  readonly #asOf: number | undefined;
  #channels: NameValuation['channels'] | undefined;
  #explanation: NameValuation['explanation'] | undefined;

  constructor(
    f: NameFeatures,
    row: Float64Array,
    leaves: Int32Array,
    logValue: number,
    shift: number,
    asOf: number | undefined,
  ) {
    const volume = keywordVolume(f);
    this.label = f.label;
    this.extension = f.extension;
    this.words = f.words;
    const retail = retailValue(logValue, shift + moneyShift(HEADLINE, asOf));
    this.estimatedValue = retail.value;
    this.valueRange = retail.range;
    this.scores = scoreName(f, percentileOf(model.valuePercentiles, logValue + shift), volume);
    this.industry = f.industry;
    this.keywordVolume = volume;
    this.features = f;
    this.#row = row;
    this.#leaves = leaves;
    this.#logValue = logValue;
    this.#shift = shift;
    this.#asOf = asOf;
  }

  get channels(): NameValuation['channels'] {
    this.#channels ??= {
      auction: gatedValue(this.#row, this.#logValue, 'auction', this.#shiftIn('auction')),
      marketplace: { value: this.estimatedValue, range: this.valueRange, noValueReason: null },
      brokerage: gatedValue(this.#row, this.#logValue, 'brokerage', this.#shiftIn('brokerage')),
    };
    return this.#channels;
  }

  get channelValues(): NameValuation['channelValues'] {
    const { auction, marketplace, brokerage } = this.channels;
    return { auction: auction.value, marketplace: marketplace.value, brokerage: brokerage.value };
  }

  get explanation(): NameValuation['explanation'] {
    this.#explanation ??= explainValue(this.features, this.#row, this.#leaves);
    return this.#explanation;
  }

  /** A channel's shift: the name's own (an IDN's discount) and the channel's `asOf` money. */
  #shiftIn(channel: Channel): number {
    return this.#shift + moneyShift(channel, this.#asOf);
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
  const { f, row, leaves, logValue, shift } = modelInputs(label, extension);
  return new EngineValuation(f, row, leaves, logValue, shift, asOf);
}

/**
 * One channel's value and calibrated 80% range for label.extension (lower-case, validated), or
 * none where the channel rarely sells such names: the same figure as
 * `valueName(...).channels[channel]`, without the scores and the other channels.
 */
export function channelValueOf(
  label: string,
  extension: string,
  channel: Channel,
  asOf?: number,
): ChannelValue {
  const { row, logValue, shift } = modelInputs(label, extension);
  return gatedValue(row, logValue, channel, shift + moneyShift(channel, asOf));
}
