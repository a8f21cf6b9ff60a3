import type { FixtureCompany } from './company-fixture.ts';

/** The search parameters as the tests send them (strings come straight from a query string). */
export interface SearchParams {
  q?: string;
  industry?: string;
  country?: string;
  rankRange?: 'Top 100' | 'Top 1000' | 'Top 10000' | 'Top 100000' | '100001-1000000';
  foundedAfter?: number;
  foundedBefore?: number;
  minEmployees?: number;
  maxEmployees?: number;
  sortBy?: string;
}

const rankBounds = {
  'Top 100': [1, 100],
  'Top 1000': [1, 1000],
  'Top 10000': [1, 10_000],
  'Top 100000': [1, 100_000],
  '100001-1000000': [100_001, 1_000_000],
} as const;

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Keyword semantics written out plainly: every word as consecutive tokens, the last one as a prefix. */
function matchesKeyword(company: FixtureCompany, q: string): boolean {
  const fields = [company.name, company.website, company.description].map(tokens);
  const words = q
    .split(/\s+/)
    .map(tokens)
    .filter((w) => w.length > 0);
  return words.every((word, wi) => {
    const prefixLast = wi === words.length - 1 && word.join(' ').length >= 2;
    return fields.some((field) =>
      field.some((_, start) =>
        word.every((t, ti) => {
          const token = field[start + ti];
          if (token === undefined) return false;
          return prefixLast && ti === word.length - 1 ? token.startsWith(t) : token === t;
        }),
      ),
    );
  });
}

/** Names in reading order: case and accents do not count (sensitivity 'base'). */
const readingOrder = new Intl.Collator('en', { sensitivity: 'base' });
const utf8 = new TextEncoder();

/** Names the reader sees as equal keep one fixed order: the bytes of the name as written. */
function byBytes(a: string, b: string): number {
  const [x, y] = [utf8.encode(a), utf8.encode(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  }
  return x.length - y.length;
}

const comparators: Record<string, (a: FixtureCompany, b: FixtureCompany) => number> = {
  rank: (a, b) => a.rank - b.rank,
  name: (a, b) => readingOrder.compare(a.name, b.name) || byBytes(a.name, b.name),
  founded: (a, b) => a.yearFounded - b.yearFounded,
};

/** The search result computed in the test from the fixture, independently of the SQL. */
export function expectedSearch(all: FixtureCompany[], p: SearchParams): FixtureCompany[] {
  const matching = all.filter((c) => {
    if (p.industry !== undefined && c.industry !== p.industry) return false;
    if (p.country !== undefined && c.country !== p.country) return false;
    if (p.rankRange !== undefined) {
      const [lo, hi] = rankBounds[p.rankRange];
      if (c.rank < lo || c.rank > hi) return false;
    }
    if (p.foundedAfter !== undefined && c.yearFounded < p.foundedAfter) return false;
    if (p.foundedBefore !== undefined && c.yearFounded > p.foundedBefore) return false;
    if (p.minEmployees !== undefined && c.employees < p.minEmployees) return false;
    if (p.maxEmployees !== undefined && c.employees > p.maxEmployees) return false;
    if (p.q !== undefined && !matchesKeyword(c, p.q)) return false;
    return true;
  });
  const [field = 'rank', direction = 'asc'] = (p.sortBy ?? 'rank_asc').split('_');
  const compare = Object.hasOwn(comparators, field) ? comparators[field] : undefined;
  if (!compare) throw new Error(`unknown sort ${p.sortBy}`);
  const sign = direction === 'desc' ? -1 : 1;
  return matching.sort((a, b) => (compare(a, b) || a.id - b.id) * sign);
}

export function searchPath(p: SearchParams, page?: number, pageSize?: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined) params.set(k, String(v));
  if (page !== undefined) params.set('page', String(page));
  if (pageSize !== undefined) params.set('pageSize', String(pageSize));
  return `/api/companies?${params}`;
}
