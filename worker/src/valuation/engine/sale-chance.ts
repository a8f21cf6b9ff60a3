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

/** The published yearly sell-through of names listed for sale in an extension. */
function publishedRate(extension: string): number {
  return PUBLISHED_RATE.get(extension) ?? ALL_EXTENSIONS_RATE;
}

/**
 * The estimated chance that a name in `extension`, offered at its marketplace value, sells
 * within a year: the extension's published sell-through of listed names.
 */
export function saleChanceOf(extension: string): SaleChance {
  const own = PUBLISHED_RATE.has(extension);
  const perYear = publishedRate(extension);
  return {
    perYear,
    basis: own
      ? `About ${percent(perYear)} a year: the published share of .${extension} names listed for sale that sell in a year`
      : `About ${percent(perYear)} a year: the published share of names listed for sale that sell in a year, across extensions`,
    source: SOURCE,
  };
}

function percent(share: number): string {
  return `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;
}
