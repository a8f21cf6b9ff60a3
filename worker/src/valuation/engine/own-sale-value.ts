import type { Channel } from './features.ts';
import { asOfShift, carryFactor, channelIndex, priceYearOf } from './market-index.ts';
import measured from './model/own-sale-blend.json' with { type: 'json' };
import { type OwnSale, ownSalesOf } from './own-sales.ts';

/**
 * How much a name's own last sale says of its value beside the model, as `npm run fit` measures
 * it on names sold more than once (worker/fit/own-sale-blend.ts): variances of log10 price.
 */
export interface OwnSaleBlend {
  /** Repeat-sale pairs (an earlier and a later sale of one name) and names measured on. */
  pairs: number;
  names: number;
  /** How far a resold name's later sale lies from the model's held-out value for it. */
  modelVariance: number;
  /** How far a name's next sale lies from its last one carried by the index: base + perYear × years apart. */
  saleVariance: { base: number; perYear: number };
  /** Standard errors either side of the blended value that held 80% of the later sales. */
  z80: number;
}

export const ownSaleBlend = measured as OwnSaleBlend;

/** The explanation's factor for a name's own sale, listed before the factors of the model's value. */
export const OWN_SALE_FACTOR = 'own sale';

type LogRange = [lower: number, value: number, upper: number];

/** What a name's own last sale does to its values, in log10 and the money of the channel's latest data. */
export interface OwnSaleAnchor {
  sale: OwnSale;
  /** The sale's channel value: the sale and the model blended, its range widening with the sale's age. */
  range: LogRange;
  /** How far the blend moves the model's value in the sale's channel; every channel moves by it. */
  shift: number;
  /** The sale's share of the blend (the model's reading of the name takes the rest). */
  weight: number;
  /** The blend's standard error in log10, before z80 makes it an 80% range. */
  standardError: number;
}

/**
 * A channel's log10 range for a name with an anchor: the sold channel's is the blend's own; any
 * other channel keeps the model's range, moved as far as the blend moved the sold channel.
 */
export function anchoredRange(anchor: OwnSaleAnchor, channel: Channel, modelRange: LogRange): LogRange {
  if (channel === anchor.sale.channel) return anchor.range;
  const [lo, value, hi] = modelRange;
  return [lo + anchor.shift, value + anchor.shift, hi + anchor.shift];
}

/** Years from a sale to the prices a value speaks (a channel's index says nothing past its data). */
export function yearsSince(sale: OwnSale, asOf: number | undefined): number {
  const priceYear = priceYearOf(sale.channel, asOf ?? channelIndex(sale.channel).lastYear);
  return Math.max(0, priceYear - sale.year);
}

/**
 * The blend of the sale's price, carried by its channel's index, with the model's value for the
 * name in that channel: each weighed by the inverse of its variance (the sale's grows with its
 * age), so a recent sale sets the value and an old one leaves more to the model. The range is
 * the blend's own 80% range, and always holds the sale's carried price.
 */
export function blendWithSale(
  sale: OwnSale,
  modelLog: number,
  asOf: number | undefined,
  blend: OwnSaleBlend = ownSaleBlend,
): OwnSaleAnchor {
  const saleLog = Math.log10(sale.price) - asOfShift(sale.channel, sale.year);
  const saleVariance = blend.saleVariance.base + blend.saleVariance.perYear * yearsSince(sale, asOf);
  const { modelVariance } = blend;
  const weight = modelVariance / (modelVariance + saleVariance);
  const value = modelLog + weight * (saleLog - modelLog);
  const standardError = Math.sqrt((modelVariance * saleVariance) / (modelVariance + saleVariance));
  const half = blend.z80 * standardError;
  return {
    sale,
    range: [Math.min(value - half, saleLog), value, Math.max(value + half, saleLog)],
    shift: value - modelLog,
    weight,
    standardError,
  };
}

/**
 * The anchor a name's latest reported sale (up to `asOf`) gives its values, or null when it has
 * none. modelLogIn gives the model's log10 value of the name in a channel, in the money of that
 * channel's latest data.
 */
export function ownSaleAnchor(
  domain: string,
  asOf: number | undefined,
  modelLogIn: (channel: Channel) => number,
): OwnSaleAnchor | null {
  const sale = ownSalesOf(domain, asOf)[0];
  return sale ? blendWithSale(sale, modelLogIn(sale.channel), asOf) : null;
}

const THROUGH = {
  auction: 'at auction',
  marketplace: 'on a marketplace',
  brokerage: 'through a broker',
} as const;
const LIKE_IT = {
  auction: 'names sold at auction',
  marketplace: 'names sold on marketplaces',
  brokerage: 'brokered names like it',
} as const;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * The anchor in words: "Sold for $30,000,000 in 2019 through a broker; brokered names like it
 * have moved about 0% since", then how much of the value the sale carries.
 */
export function ownSaleText(anchor: OwnSaleAnchor, asOf: number | undefined): string {
  const { sale, weight } = anchor;
  const since = carryFactor(sale.channel, sale.year, asOf ?? channelIndex(sale.channel).lastYear) - 1;
  const moved = Math.round(since * 100);
  const change =
    moved > 0 ? `risen about ${moved}%` : moved < 0 ? `fallen about ${-moved}%` : 'moved about 0%';
  return `Sold for ${usd.format(sale.price)} in ${sale.year} ${THROUGH[sale.channel]}; ${LIKE_IT[sale.channel]} have ${change} since. The value leans ${Math.round(weight * 100)}% on that sale and the rest on the model's reading of the name`;
}
