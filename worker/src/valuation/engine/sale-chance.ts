import type { SaleChance } from '@domainary/schema/contracts/sale-chance.ts';

/**
 * Sold names over names listed for sale, per year: NamePros (2019) divided the sales NameBio
 * reports by the listings Dofo indexes, per extension. Across extensions the figure was 0.48%.
 * Where an extension has no figure of its own the cross-extension one stands.
 */
const PUBLISHED_RATE = new Map<string, number>([
  ['com', 0.006],
  ['net', 0.0039],
  ['org', 0.0105],
]);
const ALL_EXTENSIONS_RATE = 0.0048;

const SOURCE =
  'NamePros (2019): names sold (NameBio) over names listed for sale (Dofo), a year: 0.48% across extensions, .com 0.60%, .net 0.39%, .org 1.05%; portfolio guides plan on about 1%';

/**
 * How the chance moves with price: a name offered at ten times the typical sold name's value
 * sells about half as often (10^-0.3). An assumption in the spirit of the published figures
 * (premium names turn over far more slowly than cheap ones), not a measurement.
 */
const PRICE_ELASTICITY = 0.3;
/**
 * How the chance moves with support: a name whose shape a tenth as many sales share as the
 * typical sold name's sells about half as often. Also an assumption.
 */
const SUPPORT_ELASTICITY = 0.3;
/**
 * The spread's mean over names listed for sale (the seed's aftermarket forms: compounds,
 * keyword names, hyphenated pairs, words with digits, short letter strings): they are priced
 * below the typical sold name, so the spread alone raises them, by 1.2x (.com) to 1.5x (.net,
 * .org) as measured. Divided out, so the average over listed names lands on the published
 * figure (seed/test/sale-chance-level.test.ts holds it there).
 */
const LISTED_SPREAD_MEAN = 1.4;
/** The spread stays within these multiples of the published rate. */
const LEAST_FACTOR = 0.1;
const MOST_FACTOR = 3;

/** What a name's chance is spread by: how its value and support compare with the typical sold name's. */
export interface ChanceInputs {
  extension: string;
  /** log10 of the name's value over the typical (median) sold name's. */
  valueAboveTypical: number;
  /** log10 of the share of sales sharing the name's shape over the typical sold name's. */
  supportAboveTypical: number;
}

/**
 * The estimated chance that a name, offered at its marketplace value, sells within a year: its
 * extension's published sell-through of listed names, lower for a name priced above the
 * typical sold name and for one whose shape few sales share, higher for the opposite.
 */
export function saleChanceOf({
  extension,
  valueAboveTypical,
  supportAboveTypical,
}: ChanceInputs): SaleChance {
  const own = PUBLISHED_RATE.has(extension);
  const rate = PUBLISHED_RATE.get(extension) ?? ALL_EXTENSIONS_RATE;
  const factor = Math.min(
    MOST_FACTOR,
    Math.max(
      LEAST_FACTOR,
      10 ** (SUPPORT_ELASTICITY * supportAboveTypical - PRICE_ELASTICITY * valueAboveTypical),
    ),
  );
  const perYear = Math.round(((rate * factor) / LISTED_SPREAD_MEAN) * 1e5) / 1e5;
  const anchor = own
    ? `${percent(rate)} of .${extension} names listed for sale sell in a year`
    : `${percent(rate)} of names listed for sale sell in a year, across extensions`;
  const price = valueAboveTypical > 0 ? 'above' : 'below';
  const support = supportAboveTypical >= 0 ? 'more' : 'fewer';
  return {
    perYear,
    basis: `An estimate for names like this one, not a record of this name: ${anchor} (published); this name is priced ${price} the typical sold name and ${support} reported sales share its shape, which puts it at about ${percent(perYear)} a year. Whether and where this name is listed is not known here.`,
    source: SOURCE,
  };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(2)}%`;
}
