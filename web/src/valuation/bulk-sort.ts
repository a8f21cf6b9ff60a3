import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';

export type SortKey =
  | 'domain'
  | 'estimatedValue'
  | 'auction'
  | 'seoScore'
  | 'brandabilityScore'
  | 'brandScore'
  | 'trafficScore'
  | 'industry';
export type SortDirection = 'ascending' | 'descending';
export type Sort = { key: SortKey; direction: SortDirection };

const sortValue: Record<SortKey, (a: ValuationResult) => number | string> = {
  domain: (a) => a.domain,
  // A name given no number counts below any value.
  estimatedValue: (a) => a.estimatedValue ?? -1,
  // A name auctions rarely sell counts below any auction value.
  auction: (a) => a.channelValues.auction ?? -1,
  seoScore: (a) => a.scores.seoScore,
  brandabilityScore: (a) => a.scores.brandabilityScore,
  brandScore: (a) => a.scores.brandScore,
  trafficScore: (a) => a.scores.trafficScore,
  industry: (a) => a.industry,
};

/** A sorted copy; ties keep the order the names were pasted in. */
export function sortValuations(
  rows: readonly ValuationResult[],
  { key, direction }: Sort,
): ValuationResult[] {
  const sign = direction === 'ascending' ? 1 : -1;
  const value = sortValue[key];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row);
      const y = value(b.row);
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      return sign * order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Text columns start A to Z; number columns start with the highest. */
export function firstDirection(key: SortKey): SortDirection {
  return key === 'domain' || key === 'industry' ? 'ascending' : 'descending';
}
