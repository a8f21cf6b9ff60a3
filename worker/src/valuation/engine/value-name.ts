import { boundedRange, calibratedRange, calibratedValue, HEADLINE } from './channel-range.ts';
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
import type { ChannelValue, GivenValue, NameValuation } from './name-valuation.ts';
import {
  anchoredRange,
  OWN_SALE_FACTOR,
  type OwnSaleAnchor,
  ownSaleAnchor,
  ownSaleText,
} from './own-sale-value.ts';
import { rangeGroupOf } from './range-group.ts';
import { saleChanceOf } from './sale-chance.ts';
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
export function idnShift(f: NameFeatures): number {
  return readsAsAsciiTwin(f) ? model.idn.log10 : 0;
}

/**
 * The name's features, its model row at the headline channel, the trees' log10 value, the
 * shift every one of its values takes (see idnShift) and the group its ranges come from.
 */
export function modelInputs(label: string, extension: string) {
  const f = nameFeatures(label, extension);
  const row = featureVector(f, model.tables, HEADLINE, new Float64Array(FEATURE_NAMES.length));
  const leaves = new Int32Array(trees.count);
  const logValue = predictWithLeaves(trees, row, leaves);
  return { f, row, leaves, logValue, shift: idnShift(f), group: rangeGroupOf(f) };
}

export function predictRow(x: Float64Array): number {
  return predict(trees, x);
}

/** The calibrated value of a log10 prediction in a channel (the median sale it stands for). */
export function calibratedLog(logValue: number, channel: Channel = HEADLINE): number {
  return calibratedValue(model.interval, logValue, channel);
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
function inDollars([lo, value, hi]: readonly [number, number, number], shift: number): GivenValue {
  return {
    value: dollars(value + shift),
    range: { min: dollars(lo + shift), max: dollars(hi + shift) },
    noValueReason: null,
  };
}

/** The headline (marketplace) value and 80% range of a log10 prediction, moved by shift. */
export function retailValue(logValue: number, shift: number, group: number): GivenValue {
  return inDollars(calibratedRange(model.interval, logValue, HEADLINE, group), shift);
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
  group: number,
): GivenValue {
  return inDollars(boundedRange(model, logValueIn(row, channel), headlineLog, channel, group), shift);
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
  group: number,
): ChannelValue {
  if (!isGated(channel)) return boundedValue(row, headlineLog, channel, shift, group);
  const reason = outsideSupport(row, channel);
  return reason
    ? { value: null, range: null, noValueReason: reason }
    : boundedValue(row, headlineLog, channel, shift, group);
}

type LogRange = [lower: number, value: number, upper: number];
type ModelInputs = ReturnType<typeof modelInputs>;

/** The anchor a name's own latest reported sale up to asOf gives its values (see ownSaleAnchor), or null. */
function anchorOf({ f, row, shift }: ModelInputs, asOf: number | undefined): OwnSaleAnchor | null {
  return ownSaleAnchor(
    `${f.label}.${f.extension}`,
    asOf,
    (c) => calibratedValue(model.interval, logValueIn(row, c), c) + shift,
  );
}

/**
 * A channel's value in `asOf` money. Without an anchor, the model's (see gatedValue). With the
 * name's own reported sale, the sold channel's comes from the blend of that sale with the model
 * and any other channel's is the model's moved as far (see anchoredRange); a gated channel
 * other than the one the name sold through still gives none outside its support.
 */
function channelValueFor(
  inputs: ModelInputs,
  anchor: OwnSaleAnchor | null,
  channel: Channel,
  asOf: number | undefined,
): ChannelValue {
  const { row, logValue, shift, group } = inputs;
  const money = moneyShift(channel, asOf);
  if (!anchor) {
    return channel === HEADLINE
      ? retailValue(logValue, shift + money, group)
      : gatedValue(row, logValue, channel, shift + money, group);
  }
  if (isGated(channel) && channel !== anchor.sale.channel) {
    const reason = outsideSupport(row, channel);
    if (reason) return { value: null, range: null, noValueReason: reason };
  }
  const [lo, value, hi] = boundedRange(model, logValueIn(row, channel), logValue, channel, group);
  const modelRange: LogRange = [lo + shift, value + shift, hi + shift];
  return inDollars(anchoredRange(anchor, channel, modelRange), money);
}

/** A valuation whose channel values and explanation are worked out only when first read. */
class EngineValuation implements NameValuation {
  readonly features: NameFeatures;
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number;
  readonly valueRange: { min: number; max: number };
  /** The marketplace, unless the name's own latest reported sale went through another channel. */
  readonly headlineChannel: Channel;
  readonly saleChance: NameValuation['saleChance'];
  readonly scores: NameValuation['scores'];
  readonly industry: NameValuation['industry'];
  readonly keywordVolume: number;
  readonly #inputs: ModelInputs;
  readonly #asOf: number | undefined;
  /** The name's own latest reported sale and what it does to the values; null when it has none. */
  readonly #anchor: OwnSaleAnchor | null;
  #channels: NameValuation['channels'] | undefined;
  #explanation: NameValuation['explanation'] | undefined;

  constructor(inputs: ModelInputs, asOf: number | undefined) {
    const { f, logValue, shift } = inputs;
    const volume = keywordVolume(f);
    this.#inputs = inputs;
    this.#asOf = asOf;
    this.#anchor = anchorOf(inputs, asOf);
    this.label = f.label;
    this.extension = f.extension;
    this.words = f.words;
    this.headlineChannel = this.#anchor?.sale.channel ?? HEADLINE;
    const headline = channelValueFor(inputs, this.#anchor, this.headlineChannel, asOf) as GivenValue;
    this.estimatedValue = headline.value;
    this.valueRange = headline.range;
    this.saleChance = saleChanceOf(f.extension);
    this.scores = scoreName(f, percentileOf(model.valuePercentiles, logValue + shift), volume);
    this.industry = f.industry;
    this.keywordVolume = volume;
    this.features = f;
  }

  get channels(): NameValuation['channels'] {
    this.#channels ??= {
      auction: channelValueFor(this.#inputs, this.#anchor, 'auction', this.#asOf),
      marketplace: channelValueFor(this.#inputs, this.#anchor, 'marketplace', this.#asOf),
      brokerage: channelValueFor(this.#inputs, this.#anchor, 'brokerage', this.#asOf),
    };
    return this.#channels;
  }

  get channelValues(): NameValuation['channelValues'] {
    const { auction, marketplace, brokerage } = this.channels;
    return { auction: auction.value, marketplace: marketplace.value, brokerage: brokerage.value };
  }

  /**
   * The factors that explain the value, strongest first; a name's own reported sale comes
   * first, with how far it moved the model's value.
   */
  get explanation(): NameValuation['explanation'] {
    const anchor = this.#anchor;
    this.#explanation ??= [
      ...(anchor
        ? [
            {
              factor: OWN_SALE_FACTOR,
              effect: Math.round(10 ** anchor.shift * 100) / 100,
              text: ownSaleText(anchor, this.#asOf),
            },
          ]
        : []),
      ...explainValue(this.features, this.#inputs.row, this.#inputs.leaves),
    ];
    return this.#explanation;
  }
}

/**
 * Values label.extension (both lower-case, already validated): the fitted model's retail
 * value with its calibrated 80% interval, scores and, on first read, the value and interval of
 * every sale channel and the factors that explain the value. A name with its own reported
 * sales (up to asOf) is valued from the latest of them blended with the model. Every value is
 * in `asOf` money (a year; undefined: each channel's latest data, carried flat to any later
 * year). Pure and deterministic.
 */
export function valueName(label: string, extension: string, asOf?: number): NameValuation {
  return new EngineValuation(modelInputs(label, extension), asOf);
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
  const inputs = modelInputs(label, extension);
  return channelValueFor(inputs, anchorOf(inputs, asOf), channel, asOf);
}

/**
 * What a stored name's record takes from the engine on read, with one pass of the trees:
 * whether the name gets a number at all, its auction value (as `channelValueOf(..., 'auction',
 * asOf)` gives it), its headline channel and its chance to sell in a year (as `valueName`
 * gives them).
 */
export function storedNameFigures(label: string, extension: string, asOf?: number) {
  const v = new EngineValuation(modelInputs(label, extension), asOf);
  return {
    valued: v.estimatedValue !== null,
    auctionValue: v.channels.auction,
    headlineChannel: v.headlineChannel,
    saleChance: v.saleChance,
  };
}
