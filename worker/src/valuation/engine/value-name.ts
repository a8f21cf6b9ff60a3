import { LRUCache } from 'lru-cache';
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
import { predict, predictChanged, predictWithLeaves, treeMask } from './gbm.ts';
import { asOfShift } from './market-index.ts';
import { GATED_CHANNELS, type GatedChannel, isGated } from './model.ts';
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

const ROW_BYTES = FEATURE_NAMES.length * Float64Array.BYTES_PER_ELEMENT;

/** The trees that read the sale channel: a name's value in another channel walks only these again. */
const CHANNEL_TREES = treeMask(trees, [CHANNEL_COLUMN]);

/**
 * A name as the model reads it: its features, its model row at the headline channel with the
 * leaf it reaches in each tree, the trees' log10 value, the shift every one of its values takes
 * (see idnShift) and the group its ranges come from. Its trees' value in another channel, and
 * whether a gated channel sells names like it (the support trees), are each worked out once,
 * when first asked.
 */
export class ModelInputs {
  readonly f: NameFeatures;
  readonly row: Float64Array;
  readonly leaves: Int32Array;
  readonly logValue: number;
  readonly shift: number;
  readonly group: number;
  /** The trees' log10 value per channel (in CHANNELS order); NaN until asked. */
  readonly #channelLogs = CHANNELS.map(() => Number.NaN);
  /** Why each gated channel (in GATED_CHANNELS order) gives no value, null when it gives one; undefined until asked. */
  readonly #outside: Array<string | null | undefined> = GATED_CHANNELS.map(() => undefined);

  constructor(label: string, extension: string) {
    const f = nameFeatures(label, extension);
    this.f = f;
    // The row and the leaves share one buffer: a typed array of more than 64 bytes has its own
    // store outside the heap, which costs more to make and to free than to fill.
    const buffer = new ArrayBuffer(ROW_BYTES + trees.count * Int32Array.BYTES_PER_ELEMENT);
    this.row = featureVector(f, model.tables, HEADLINE, new Float64Array(buffer, 0, FEATURE_NAMES.length));
    this.leaves = new Int32Array(buffer, ROW_BYTES, trees.count);
    this.logValue = predictWithLeaves(trees, this.row, this.leaves);
    this.#channelLogs[CHANNELS.indexOf(HEADLINE)] = this.logValue;
    this.shift = idnShift(f);
    this.group = rangeGroupOf(f);
  }

  /**
   * The trees' log10 value of the name in a channel: the row's channel set for one prediction
   * and put back, rather than a copy of the row per channel; only the trees that read the
   * channel are walked again.
   */
  logValueIn(channel: Channel): number {
    const k = CHANNELS.indexOf(channel);
    let value = this.#channelLogs[k] as number;
    if (Number.isNaN(value)) {
      const { row } = this;
      const headline = row[CHANNEL_COLUMN] as number;
      row[CHANNEL_COLUMN] = k;
      value = predictChanged(trees, row, this.leaves, CHANNEL_TREES);
      row[CHANNEL_COLUMN] = headline;
      this.#channelLogs[k] = value;
    }
    return value;
  }

  /** Why a gated channel gives the name no value, or null when it gives one (see outsideSupport). */
  outsideSupport(channel: GatedChannel): string | null {
    const k = GATED_CHANNELS.indexOf(channel);
    let reason = this.#outside[k];
    if (reason === undefined) {
      reason = outsideSupport(this.row, channel);
      this.#outside[k] = reason;
    }
    return reason;
  }
}

export function predictRow(x: Float64Array): number {
  return predict(trees, x);
}

/** The calibrated value of a log10 prediction in a channel (the median sale it stands for). */
export function calibratedLog(logValue: number, channel: Channel = HEADLINE): number {
  return calibratedValue(model.interval, logValue, channel);
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
 * A channel's value for a name, its spread from the headline kept within what sold names of
 * that value show; then moved by shift.
 */
export function boundedValue(inputs: ModelInputs, channel: Channel, shift: number): GivenValue {
  const range = boundedRange(model, inputs.logValueIn(channel), inputs.logValue, channel, inputs.group);
  return inDollars(range, shift);
}

/**
 * A channel's value (see boundedValue), or none with the reason where the channel rarely sells
 * names like this one. The headline channel always gives one.
 */
export function gatedValue(inputs: ModelInputs, channel: Channel, shift: number): ChannelValue {
  if (!isGated(channel)) return boundedValue(inputs, channel, shift);
  const reason = inputs.outsideSupport(channel);
  return reason ? { value: null, range: null, noValueReason: reason } : boundedValue(inputs, channel, shift);
}

type LogRange = [lower: number, value: number, upper: number];

/** The anchor a name's own latest reported sale up to asOf gives its values (see ownSaleAnchor), or null. */
function anchorOf(inputs: ModelInputs, asOf: number | undefined): OwnSaleAnchor | null {
  const { f, shift } = inputs;
  return ownSaleAnchor(
    `${f.label}.${f.extension}`,
    asOf,
    (c) => calibratedValue(model.interval, inputs.logValueIn(c), c) + shift,
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
  const { logValue, shift, group } = inputs;
  const money = moneyShift(channel, asOf);
  if (!anchor) {
    return channel === HEADLINE
      ? retailValue(logValue, shift + money, group)
      : gatedValue(inputs, channel, shift + money);
  }
  if (isGated(channel) && channel !== anchor.sale.channel) {
    const reason = inputs.outsideSupport(channel);
    if (reason) return { value: null, range: null, noValueReason: reason };
  }
  const [lo, value, hi] = boundedRange(model, inputs.logValueIn(channel), logValue, channel, group);
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

  /**
   * valueOther values the name's stronger form: from the valuer's cache (see valuationKeeper), or
   * afresh all the way down on the uncached path.
   */
  constructor(inputs: ModelInputs, asOf: number | undefined, valueOther: Valuer) {
    const { f, logValue, shift } = inputs;
    valuationWatch.valued?.(`${f.label}.${f.extension}`);
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
      valuation: valueOther(variant.label, variant.extension, asOf),
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
    // Read-only: one valuation answers every request that asks for the name while it is cached.
    this.scores = Object.freeze(
      this.#stronger ? scoresAtMost(ownScores, this.#stronger.valuation.scores) : ownScores,
    );
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
    this.#explanation ??= Object.freeze([
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
    ]) as NameValuation['explanation'];
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

type Valuer = (label: string, extension: string, asOf: number | undefined) => EngineValuation;

/**
 * A valuer that keeps the last `max` valuations it worked out, by model version, name and
 * asOf, and values a name's stronger form through itself. A valuation is a pure function of
 * these keys (the model and the sales index ship in the bundle), so a kept one is the same
 * answer. Each holds the name's model row and its leaf in every tree (a few kB with its values).
 */
function valuationKeeper(max: number): { value: Valuer; forget: () => void } {
  const valuations = new LRUCache<string, EngineValuation>({ max });
  const value: Valuer = (label, extension, asOf) => {
    const key = `${model.version} ${label}.${extension} ${asOf ?? ''}`;
    let valuation = valuations.get(key);
    if (!valuation) {
      valuation = new EngineValuation(new ModelInputs(label, extension), asOf, value);
      valuations.set(key, valuation);
    }
    return valuation;
  };
  return { value, forget: () => valuations.clear() };
}

/**
 * Valuations already worked out in this isolate (see valuationKeeper). A search page values a
 * label's .com for its own card and again as the stronger form of the label in every other
 * extension, the details and the card of one name ask for the same figures, and visitors ask
 * for the same names again. A search page asks for a few hundred names at most; a bound not
 * far above that lets the valuations of a bulk request, nearly all misses, die young instead
 * of each being kept long enough for the garbage collector to move it to the old generation
 * (with 4,096 such a run measured up to 16% slower than without the cache).
 */
const isolateValuations = valuationKeeper(1024);
const cachedValuation = isolateValuations.value;

/**
 * valueName with a cache of its own of `max` valuations, for a caller that values names one
 * after another and asks again only for those it has just valued (a name's stronger form
 * among a company's names): a small cache leaves each valuation garbage within a few names.
 */
export function cachingValuer(
  max: number,
): (label: string, extension: string, asOf?: number) => NameValuation {
  return valuationKeeper(max).value;
}

/**
 * What the tests see of the engine's work: `valued` is told each name the engine values
 * afresh, cached or not (so a test counts valuations per name in one request), and `forget`
 * empties the cache.
 */
export const valuationWatch: { valued: ((name: string) => void) | null; forget: () => void } = {
  valued: null,
  forget: isolateValuations.forget,
};

/**
 * Values label.extension (both lower-case, already validated): the fitted model's retail
 * value with its calibrated 80% interval, scores and, on first read, the value and interval of
 * every sale channel and the factors that explain the value. A name with its own reported
 * sales (up to asOf) is valued from the latest of them blended with the model. Every value is
 * in `asOf` money (a year; undefined: each channel's latest data, carried flat to any later
 * year). Pure and deterministic; a name asked again while the isolate keeps it is answered
 * from the cache.
 */
export function valueName(label: string, extension: string, asOf?: number): NameValuation {
  return cachedValuation(label, extension, asOf);
}

/**
 * valueName without the cache, for the name and every stronger form it is held below: the
 * engine's whole work for one name, as the throughput bench measures it and the tests hold
 * the cached answers to.
 */
export function freshValuation(label: string, extension: string, asOf?: number): NameValuation {
  return uncachedValuation(label, extension, asOf);
}

function uncachedValuation(label: string, extension: string, asOf: number | undefined): EngineValuation {
  return new EngineValuation(new ModelInputs(label, extension), asOf, uncachedValuation);
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
  const v = cachedValuation(label, extension, asOf);
  return {
    valued: v.estimatedValue !== null,
    // The card shows no brokered value: only the auction channel is worked out.
    auctionValue: v.channelValue('auction'),
    valueRangeNote: v.valueRangeNote,
    headlineChannel: v.headlineChannel,
    saleChance: v.saleChance,
  };
}
