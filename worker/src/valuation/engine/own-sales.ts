import type { Channel } from './features.ts';
import shipped from './model/comparables-index.json' with { type: 'json' };
import type { PackedSalesIndex } from './sales-index.ts';
import { channelOfLetter } from './sales-index-codec.ts';

/** One reported sale of a name: its USD price, year and the channel it sold through. */
export interface OwnSale {
  price: number;
  year: number;
  channel: Channel;
}

let byDomain: Map<string, OwnSale[]> | undefined;

/**
 * Every sold name's sales from the sales index the engine ships (the sales file `npm run fit`
 * reads), latest first and, within a year, dearest first. Built on first use from the packed
 * strings alone: no words or stems, so it costs a few milliseconds once per isolate.
 */
function salesByDomain(): Map<string, OwnSale[]> {
  if (byDomain) return byDomain;
  const packed = shipped as PackedSalesIndex;
  const domains = packed.domains.split(' ');
  const prices = packed.prices.split(' ');
  const years = packed.years.split(' ');
  const map = new Map<string, OwnSale[]>();
  domains.forEach((domain, i) => {
    const sale = {
      price: Number(prices[i]),
      year: Number(years[i]),
      channel: channelOfLetter(packed.channels[i] as string),
    };
    const known = map.get(domain);
    if (known) known.push(sale);
    else map.set(domain, [sale]);
  });
  for (const sales of map.values()) sales.sort((a, b) => b.year - a.year || b.price - a.price);
  byDomain = map;
  return map;
}

/**
 * A name's own reported sales, latest first: those up to `asOf` (a year), or all of them when
 * asOf is undefined. A valuation asked as of a year never sees a sale from after it.
 */
export function ownSalesOf(domain: string, asOf?: number): OwnSale[] {
  const sales = salesByDomain().get(domain) ?? [];
  return asOf === undefined ? sales : sales.filter((s) => s.year <= asOf);
}
