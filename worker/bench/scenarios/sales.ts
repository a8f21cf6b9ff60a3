import { saleChannels, salesSorts } from '@domainary/schema/contracts/sales.ts';
import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { Scenario } from '../scenario.ts';

/**
 * Sales searches drawn from the filter space: each filter is set with some chance, so the
 * mix holds single filters, pairs and wide combinations, sorts, pages, short and long
 * keywords. The PRNG seed is in the scenario's name (and `BENCH_SALES_SEED` sets another),
 * so a printed result names the exact requests that produced it.
 */

const seed = Number(process.env.BENCH_SALES_SEED ?? 20_261_123);
const QUERIES = 100;

// Words sold again and again (hundreds of matches), rarer ones, and one- and two-letter
// keywords, which are below the trigram length and checked on every sale.
const keywords = ['shop', 'car', 'bet', 'home', 'pay', 'crypto', 'health', 'law', 'zen', 'ai', 'go', 'x'];
const extensions = ['com', 'net', 'org', 'io', 'ai', 'co', 'de', 'co.uk', 'xyz'];
const priceBounds = [100, 500, 1_000, 2_500, 10_000, 50_000, 250_000, 1_000_000];
const years = [2000, 2005, 2010, 2015, 2018, 2020, 2022, 2024];

type Params = Record<string, string | number>;

function buildSalesPaths(): string[] {
  const random = new Random(seed, 'sales bench mix');
  const next = () => random.float();
  const pick = <T>(items: readonly T[]): T => random.pick(items);
  const paths: string[] = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const params: Params = {};
    if (next() < 0.45) params.q = pick(keywords);
    if (next() < 0.35) params.extension = pick(extensions);
    if (next() < 0.3) params.channel = pick(saleChannels);
    if (next() < 0.3) {
      const min = pick(priceBounds);
      params.minPrice = min;
      if (next() < 0.5) params.maxPrice = min * pick([2, 10, 100]);
    } else if (next() < 0.15) params.maxPrice = pick(priceBounds);
    if (next() < 0.35) {
      const from = pick(years);
      params.yearFrom = from;
      if (next() < 0.5) params.yearTo = Math.max(from, pick(years));
    }
    params.sortBy = pick(salesSorts);
    params.page = pick([1, 1, 1, 1, 2, 3, 10, 50]);
    if (next() < 0.2) params.pageSize = pick([50, 100]);
    paths.push(`/api/sales?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`);
  }
  return paths;
}

export const salesScenarios: Scenario[] = [
  { name: `sales: search mix (seed ${seed})`, requests: buildSalesPaths().map((path) => ({ path })) },
  {
    name: 'sales: CSV export (up to 10,000 rows)',
    requests: ['', 'q=shop', 'channel=marketplace&sortBy=year_desc', 'yearFrom=2020&minPrice=1000'].map(
      (query) => ({ path: `/api/sales/export.csv?${query}` }),
    ),
  },
];
