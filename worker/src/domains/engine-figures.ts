import type { Domain, SimilarSale } from '@domainary/schema/contracts/domains.ts';
import { LRUCache } from 'lru-cache';
import { comparableSales, valueName } from '../valuation/index.ts';

const SIMILAR_SALES = 3;

/**
 * What the engine adds to a stored name on read: whether it gets a number at all (a stored
 * row always holds one, to sort by), the sales most like it, its value at auction, its
 * headline channel and its chance to sell in a year.
 */
export type EngineFigures = Pick<Domain['analysis'], 'auctionValue'> &
  Pick<Domain, 'headlineChannel' | 'saleChance' | 'valueRangeNote'> & {
    valued: boolean;
    similarSales: readonly SimilarSale[];
  };

/**
 * Everything a result card shows of the engine's for a name: the stored name's figures and,
 * for a name the database does not hold, the value, range, scores and words a stored row
 * would have carried.
 */
type NameFigures = EngineFigures &
  Pick<Domain, 'estimatedValue' | 'keywords' | 'industry'> & {
    valueRange: { min: number; max: number } | null;
    scores: Pick<
      Domain,
      'seoScore' | 'trafficScore' | 'brandabilityScore' | 'potentialScore' | 'brandScore'
    > &
      Pick<Domain['analysis'], 'marketValue' | 'trafficPotential'>;
    keywordVolume: number;
  };

/**
 * A name's figures are a pure function of the name, `asOf` and the bundled model and sales
 * index, which change only with a new deployment (a new isolate). A search page scores the
 * same common words on every visit, and a name shows up as a stored result, an exact-name
 * candidate and its details: each is valued once per isolate, then answered from here.
 * Bounded: an entry holds about 1.5 KB of figures (three comparable sales, the sale chance's
 * wording), so 10,000 names stay near 15 MB of an isolate's 128 MB.
 */
export const FIGURES_CACHED_NAMES = 10_000;
const figuresByName = new LRUCache<string, NameFigures>({ max: FIGURES_CACHED_NAMES });

function computedFigures(name: string, extension: string, asOf: number | undefined): NameFigures {
  const v = valueName(name, extension, asOf);
  const similarSales = comparableSales(v.features, v.channelValues, SIMILAR_SALES, asOf).map((sale) =>
    Object.freeze({ ...sale, price: Math.round(sale.price) }),
  );
  return Object.freeze({
    valued: v.estimatedValue !== null,
    estimatedValue: v.estimatedValue,
    valueRange: v.valueRange,
    valueRangeNote: v.valueRangeNote,
    headlineChannel: v.headlineChannel,
    saleChance: v.saleChance,
    auctionValue: v.channels.auction,
    similarSales: Object.freeze(similarSales),
    scores: v.scores,
    keywords: v.words,
    industry: v.industry,
    keywordVolume: v.keywordVolume,
  });
}

/**
 * The engine's figures for a name, in the prices of `asOf` (undefined: the latest data).
 * The answer is shared between requests (frozen where it is built here): callers copy from
 * it and never change it.
 */
export function engineFiguresOf(name: string, extension: string, asOf?: number): NameFigures {
  const key = `${name}.${extension} ${asOf ?? ''}`;
  const known = figuresByName.get(key);
  if (known) return known;
  const figures = computedFigures(name, extension, asOf);
  figuresByName.set(key, figures);
  return figures;
}
