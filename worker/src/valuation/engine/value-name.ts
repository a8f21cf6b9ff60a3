import { boundedRange, calibratedRange, HEADLINE } from './channel-range.ts';
import { outsideSupport } from './channel-support.ts';
import { dollars } from './dollars.ts';
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
import { model, nameSupport, trees } from './fitted-model.ts';
import { predict, predictWithLeaves } from './gbm.ts';
import { asOfShift } from './market-index.ts';
import { isGated } from './model.ts';
import type { ChannelValue, GivenValue, NameValuation } from './name-valuation.ts';
import { saleChanceOf } from './sale-chance.ts';
import { keywordVolume, percentileOf, scoreName } from './scores.ts';
import { heldBelow, strongerVariant } from './stronger-variant.ts';

export { model };

const CHANNEL_COLUMN = FEATURE_NAMES.indexOf('channel');
/** The trees' log10 value of the typical (median) sold name. */
const typicalSoldLog = model.valuePercentiles[50] as number;

/**
 * What the sales say of a name beyond what the trees read off its letters, in log10: an
 * internationalised name read as its ASCII twin sells below the twin, by the median the
 * reported IDN sales show (measured by `npm run fit`).
 */
export function idnShift(f: NameFeatures): number {
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
function inDollars([lo, value, hi]: readonly [number, number, number], shift: number): GivenValue {
  return {
    value: dollars(value + shift),
    range: { min: dollars(lo + shift), max: dollars(hi + shift) },
    noValueReason: null,
  };
}

/** The headline (marketplace) value and 80% range of a log10 prediction, moved by shift. */
export function retailValue(logValue: number, shift: number): GivenValue {
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
): GivenValue {
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

/** A channel's range stretched around its value by `widen` in log10 (unchanged at 1). */
function widened(v: ChannelValue, widen: number): ChannelValue {
  if (widen === 1 || v.value === null || v.range === null) return v;
  const at = Math.log10(v.value);
  return {
    ...v,
    range: {
      min: dollars(at - (at - Math.log10(v.range.min)) * widen),
      max: dollars(at + (Math.log10(v.range.max) - at) * widen),
    },
  };
}

/** No number in any channel, and why. */
const noNumberIn = (reason: string): ChannelValue => ({ value: null, range: null, noValueReason: reason });

/**
 * A valuation whose channel values and explanation are worked out only when first read. A
 * name whose shape too few reported sales share gets no number; any other is held at or below
 * its stronger form (see strongerVariant) in every channel.
 */
class EngineValuation implements NameValuation {
  readonly features: NameFeatures;
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number | null;
  readonly valueRange: { min: number; max: number } | null;
  readonly valueRangeNote: string | null;
  readonly headlineChannel = HEADLINE;
  readonly saleChance: NameValuation['saleChance'];
  readonly scores: NameValuation['scores'];
  readonly industry: NameValuation['industry'];
  readonly keywordVolume: number;
  readonly #row: Float64Array;
  /** Each tree's leaf for the row, which the explanation compares its changed rows against. */
  readonly #leaves: Int32Array;
  readonly #logValue: number;
  readonly #shift: number;
  readonly #asOf: number | undefined;
  /** Why the name gets no number; null when it gets one. */
  readonly #noNumber: string | null;
  readonly #stronger: { name: string; valuation: EngineValuation } | null;
  readonly #retail: ChannelValue;
  /** How much wider every range is where support is thin (1 elsewhere). */
  readonly #widen: number;
  #auction: ChannelValue | undefined;
  #brokered: ChannelValue | undefined;
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
    const noNumber = nameSupport.noNumberReason(f);
    const variant = noNumber ? null : strongerVariant(f);
    this.#stronger = variant && {
      name: `${variant.label}.${variant.extension}`,
      valuation: engineValuation(variant.label, variant.extension, asOf),
    };
    const thin = noNumber ? null : nameSupport.thinSupport(f);
    this.#widen = thin?.widen ?? 1;
    this.valueRangeNote = thin?.why ?? null;
    const own = widened(retailValue(logValue, shift + moneyShift(HEADLINE, asOf)), this.#widen);
    this.#retail = noNumber ? noNumberIn(noNumber) : this.#heldBelow(own, 'marketplace');
    this.#noNumber = this.#retail.value === null ? this.#retail.noValueReason : null;
    this.estimatedValue = this.#retail.value;
    this.valueRange = this.#retail.range;
    this.saleChance =
      this.#retail.value === null
        ? null
        : saleChanceOf({
            extension: f.extension,
            valueAboveTypical: logValue - typicalSoldLog,
            supportAboveTypical: nameSupport.supportAboveTypical(f),
          });
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
    return {
      auction: this.channelValue('auction'),
      marketplace: this.#retail,
      brokerage: this.channelValue('brokerage'),
    };
  }

  /**
   * One channel's value, worked out when first asked: a stronger form's marketplace value
   * bounds a name's without its auction and brokerage values ever being computed.
   */
  channelValue(channel: Channel): ChannelValue {
    if (channel === 'marketplace' || this.#noNumber !== null) return this.#retail;
    if (channel === 'auction') {
      this.#auction ??= this.#heldBelow(
        widened(gatedValue(this.#row, this.#logValue, 'auction', this.#shiftIn('auction')), this.#widen),
        'auction',
      );
      return this.#auction;
    }
    this.#brokered ??= this.#heldBelow(this.#brokerage(), 'brokerage');
    return this.#brokered;
  }

  get channelValues(): NameValuation['channelValues'] {
    const { auction, marketplace, brokerage } = this.channels;
    return { auction: auction.value, marketplace: marketplace.value, brokerage: brokerage.value };
  }

  get explanation(): NameValuation['explanation'] {
    this.#explanation ??= explainValue(this.features, this.#row, this.#leaves);
    return this.#explanation;
  }

  /** The brokered value, none where no brokered sale shares the name's shape or the channel's support leaves it out. */
  #brokerage(): ChannelValue {
    const reason = nameSupport.noBrokerReason(this.features);
    return reason
      ? noNumberIn(reason)
      : widened(gatedValue(this.#row, this.#logValue, 'brokerage', this.#shiftIn('brokerage')), this.#widen);
  }

  /** A channel's value held at or below the stronger form's, where the name has one. */
  #heldBelow(own: ChannelValue, channel: Channel): ChannelValue {
    const stronger = this.#stronger;
    // A channel without a value here needs nothing of the stronger form's.
    if (!stronger || own.value === null) return own;
    return heldBelow(own, stronger.valuation.channelValue(channel), stronger.name);
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
  return engineValuation(label, extension, asOf);
}

function engineValuation(label: string, extension: string, asOf: number | undefined): EngineValuation {
  const { f, row, leaves, logValue, shift } = modelInputs(label, extension);
  return new EngineValuation(f, row, leaves, logValue, shift, asOf);
}

/**
 * One channel's value and calibrated 80% range for label.extension (lower-case, validated), or
 * none where the channel rarely sells such names or the name gets no number:
 * `valueName(...).channels[channel]`.
 */
export function channelValueOf(
  label: string,
  extension: string,
  channel: Channel,
  asOf?: number,
): ChannelValue {
  return valueName(label, extension, asOf).channels[channel];
}

/**
 * What a stored name's record takes from the engine on read: whether the name gets a number at
 * all, its auction value, its headline channel and its chance to sell in a year, as `valueName`
 * gives them.
 */
export function storedNameFigures(label: string, extension: string, asOf?: number) {
  const v = valueName(label, extension, asOf);
  return {
    valued: v.estimatedValue !== null,
    auctionValue: v.channels.auction,
    valueRangeNote: v.valueRangeNote,
    headlineChannel: v.headlineChannel,
    saleChance: v.saleChance,
  };
}
