import type { ValuationResult } from '@domainary/schema/contracts/valuation.ts';
import { csvLines } from '@domainary/schema/csv/spreadsheet-csv.ts';

/** The CSV columns: amounts in whole USD (the currency the engine values in), scores 0-100. */
const columns: readonly { header: string; value: (a: ValuationResult) => string | number | null }[] = [
  { header: 'domain', value: (a) => a.domain },
  { header: 'estimated_value_usd', value: (a) => a.estimatedValue },
  { header: 'range_min_usd', value: (a) => a.valueRange?.min ?? null },
  { header: 'range_max_usd', value: (a) => a.valueRange?.max ?? null },
  { header: 'auction_value_usd', value: (a) => a.channelValues.auction },
  { header: 'marketplace_value_usd', value: (a) => a.channelValues.marketplace },
  { header: 'brokerage_value_usd', value: (a) => a.channelValues.brokerage },
  { header: 'auction_range_min_usd', value: (a) => a.channels.auction.range?.min ?? null },
  { header: 'auction_range_max_usd', value: (a) => a.channels.auction.range?.max ?? null },
  { header: 'brokerage_range_min_usd', value: (a) => a.channels.brokerage.range?.min ?? null },
  { header: 'brokerage_range_max_usd', value: (a) => a.channels.brokerage.range?.max ?? null },
  // An empty channel value above says why here: the channel rarely sells names like this one.
  { header: 'auction_no_value_reason', value: (a) => a.channels.auction.noValueReason },
  { header: 'brokerage_no_value_reason', value: (a) => a.channels.brokerage.noValueReason },
  { header: 'seo_score', value: (a) => a.scores.seoScore },
  { header: 'traffic_score', value: (a) => a.scores.trafficScore },
  { header: 'brandability_score', value: (a) => a.scores.brandabilityScore },
  { header: 'potential_score', value: (a) => a.scores.potentialScore },
  { header: 'brand_score', value: (a) => a.scores.brandScore },
  { header: 'market_value', value: (a) => a.scores.marketValue },
  { header: 'traffic_potential', value: (a) => a.scores.trafficPotential },
  { header: 'industry', value: (a) => a.industry },
  { header: 'est_search_interest', value: (a) => a.keywordVolume },
  { header: 'words', value: (a) => a.words.join(' ') },
  { header: 'top_factor', value: (a) => a.explanation[0]?.text ?? '' },
  // "Looks like apple.com", as the screen flags the name; empty for an ordinary name. Last, so
  // the columns before it keep their places.
  { header: 'lookalike', value: (a) => a.lookalike?.message ?? null },
];

/** The valuations as CSV text, one row per name in the given order, CRLF line ends. */
export function valuationsCsv(valuations: readonly ValuationResult[]): string {
  return csvLines([columns.map((c) => c.header), ...valuations.map((a) => columns.map((c) => c.value(a)))]);
}
