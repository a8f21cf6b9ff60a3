import { boundedRange, calibratedRange, calibratedValue, HEADLINE } from './channel-range.ts';
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
import {
  anchoredRange,
  OWN_SALE_FACTOR,
  type OwnSaleAnchor,
  ownSaleAnchor,
  ownSaleText,
} from './own-sale-value.ts';
import { rangeGroupOf } from './range-group.ts';
import { wordsRead } from './reading.ts';
import { saleChanceOf } from './sale-chance.ts';
import { keywordVolume, percentileOf, scoreName, scoresAtMost } from './scores.ts';
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
function idnShift(f: NameFeatures): number {
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
 * A valuation whose channel values and explanation are worked out only when first read. A name
 * with its own reported sales (up to asOf) is valued from the latest of them blended with the
 * model, and always gets a number in the channel it sold through. Any other name whose shape
 * too few reported sales share gets no number, and the rest are held at or below their stronger
 * form (see strongerVariant) in every channel.
 */
class EngineValuation implements NameValuation {
  readonly features: NameFeatures;
  readonly label: string;
  readonly extension: string;
  readonly words: string[];
  readonly estimatedValue: number | null;
  readonly valueRange: { min: number; max: number } | null;
  readonly valueRangeNote: string | null;
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
  /** Why the name gets no number; null when it gets one. */
  readonly #noNumber: string | null;
  readonly #stronger: { name: string; valuation: EngineValuation } | null;
  readonly #retail: ChannelValue;
  /** How much wider every range is where support is thin (1 elsewhere). */
  readonly #widen: number;
  #auction: ChannelValue | undefined;
  #brokered: ChannelValue | undefined;
  #explanation: NameValuation['explanation'] | undefined;

  constructor(inputs: ModelInputs, asOf: number | undefined) {
    const { f, logValue, shift } = inputs;
    this.#inputs = inputs;
    this.#asOf = asOf;
    this.#anchor = anchorOf(inputs, asOf);
    this.label = f.label;
    this.extension = f.extension;
    this.words = wordsRead(f);
    this.features = f;
    this.industry = f.industry;
    this.keywordVolume = keywordVolume(f);
    // A reported sale is the name's own evidence: it neither loses its number to the support
    // line nor is held below another form of the name.
    const noNumber = this.#anchor ? null : nameSupport.noNumberReason(f);
    const variant = noNumber || this.#anchor ? null : strongerVariant(f);
    this.#stronger = variant && {
      name: `${variant.label}.${variant.extension}`,
      valuation: engineValuation(variant.label, variant.extension, asOf),
    };
    const thin = noNumber || this.#anchor ? null : nameSupport.thinSupport(f);
    this.#widen = thin?.widen ?? 1;
    this.valueRangeNote = thin?.why ?? null;
    const own = widened(channelValueFor(inputs, this.#anchor, 'marketplace', asOf), this.#widen);
    this.#retail = noNumber ? noNumberIn(noNumber) : this.#heldBelow(own, 'marketplace');
    this.#noNumber = this.#retail.value === null ? this.#retail.noValueReason : null;
    this.headlineChannel = this.#anchor?.sale.channel ?? HEADLINE;
    const headline = this.channelValue(this.headlineChannel);
    this.estimatedValue = headline.value;
    this.valueRange = headline.range;
    this.saleChance =
      this.#retail.value === null
        ? null
        : saleChanceOf({
            extension: f.extension,
            valueAboveTypical: logValue - typicalSoldLog,
            supportAboveTypical: nameSupport.supportAboveTypical(f),
          });
    // A name given no number sits at the bottom of the market; any other scores no higher
    // than its stronger form in anything.
    const ownScores = scoreName(f, noNumber ? 0 : percentileOf(model.valuePercentiles, logValue + shift));
    this.scores = this.#stronger ? scoresAtMost(ownScores, this.#stronger.valuation.scores) : ownScores;
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
        widened(channelValueFor(this.#inputs, this.#anchor, 'auction', this.#asOf), this.#widen),
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

  /**
   * The brokered value: none where no brokered sale shares the name's shape or the channel's
   * support leaves it out, unless the name itself was sold through a broker.
   */
  #brokerage(): ChannelValue {
    const soldThroughBroker = this.#anchor?.sale.channel === 'brokerage';
    const reason = soldThroughBroker ? null : nameSupport.noBrokerReason(this.features);
    return reason
      ? noNumberIn(reason)
      : widened(channelValueFor(this.#inputs, this.#anchor, 'brokerage', this.#asOf), this.#widen);
  }

  /** A channel's value held at or below the stronger form's, where the name has one. */
  #heldBelow(own: ChannelValue, channel: Channel): ChannelValue {
    const stronger = this.#stronger;
    // A channel without a value here needs nothing of the stronger form's.
    if (!stronger || own.value === null) return own;
    return heldBelow(own, stronger.valuation.channelValue(channel), stronger.name);
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
  return engineValuation(label, extension, asOf);
}

function engineValuation(label: string, extension: string, asOf: number | undefined): EngineValuation {
  return new EngineValuation(modelInputs(label, extension), asOf);
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
