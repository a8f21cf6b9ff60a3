import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Scenario } from '../scenario.ts';

/**
 * Company searches over the full seed (1,000,000 companies): every filter alone and in
 * combination, every sort, keyword searches and deep pages, drawn from a fixed PRNG so
 * every run replays the same requests. Industries and countries are the seed's own labels.
 */

const industries = [
  'Software',
  'IT Services',
  'Healthcare',
  'Retail',
  'Manufacturing',
  'Financial Services',
  'Blockchain',
  'Social Networks',
  'Legal Services',
  'Gaming',
];
const countries = [
  'United States',
  'United Kingdom',
  'Germany',
  'India',
  'Japan',
  'Brazil',
  'Nigeria',
  'New Zealand',
  'Switzerland',
  'Chile',
];
const rankRanges = ['Top 100', 'Top 1000', 'Top 10000', 'Top 100000', '100001-1000000'];
const sorts = ['rank_asc', 'rank_desc', 'name_asc', 'name_desc', 'founded_asc', 'founded_desc'];
const foundedAfter = [1980, 1990, 2000, 2010, 2015, 2020];
const foundedBefore = [1990, 2000, 2005, 2010, 2018, 2023];
const employeeBounds = [1, 10, 50, 100, 250, 1000, 5000, 10_000, 50_000];
// Surnames, brand words and sector words of the seeded names, whole and half-typed: what
// people look a company up by (tens to a few thousand matches each).
const keywords = [
  'keller',
  'smith',
  'johnson',
  'mueller',
  'silva',
  'rossi',
  'nova',
  'pixel',
  'solar',
  'green',
  'labs',
  'holmgren',
  'burly vehicle',
  'minor roof',
  'acidic',
  'arcade',
  'kel',
  'smi',
  'holm',
];
// Words in tens of thousands of names and descriptions: the costly end of keyword search.
const broadKeywords = ['logistics', 'supply', 'bank', 'cloud', 'gmbh'];
/** In more than MAX_KEYWORD_MATCHES companies (every seeded description says "company"): estimated totals. */
const wideKeywords = ['company', 'founded customers', 'united states', 'services', 'co', 'comp', 'in'];

/** A fixed pseudo-random sequence in [0, 1): the mix is the same on every run. */
function sequence(seed: number): () => number {
  const generator = xoroshiro128plus(seed);
  return () => (generator.next() >>> 0) / 2 ** 32;
}

type Params = Record<string, string | number>;

function path(params: Params): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `/api/companies?${query}`;
}

function picker(seed: number) {
  const next = sequence(seed);
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

/** Each filter alone, then a random combination of two to five of them. */
function filterMakers(pick: <T>(items: readonly T[]) => T): (() => Params)[] {
  return [
    () => ({ industry: pick(industries) }),
    () => ({ country: pick(countries) }),
    () => ({ rankRange: pick(rankRanges) }),
    () => {
      const after = pick(foundedAfter);
      return { foundedAfter: after, foundedBefore: Math.max(after, pick(foundedBefore)) };
    },
    () => {
      const min = pick(employeeBounds);
      return { minEmployees: min, maxEmployees: min * pick([2, 5, 20, 100]) };
    },
  ];
}

/** The mix people send: mostly first pages of filtered searches, some keywords, some paging. */
function buildSearchPaths(): string[] {
  const { next, pick } = picker(20_251_122);
  const paths: string[] = [];
  const add = (params: Params) => paths.push(path(params));
  const makers = filterMakers(pick);

  // No filter: every sort, first pages and a few deeper ones.
  for (const sortBy of sorts) for (const page of [1, 2, 5, 50]) add({ sortBy, page });
  // Each filter alone.
  for (const industry of industries) add({ industry, sortBy: pick(sorts) });
  for (const country of countries) add({ country, sortBy: pick(sorts) });
  for (const rankRange of rankRanges)
    for (const sortBy of ['rank_asc', pick(sorts)]) add({ rankRange, sortBy });
  for (const year of foundedAfter) add({ foundedAfter: year, sortBy: pick(sorts) });
  for (const year of foundedBefore) add({ foundedBefore: year, sortBy: pick(sorts) });
  for (const bound of employeeBounds) add({ minEmployees: bound, sortBy: pick(sorts) });
  for (const bound of employeeBounds) add({ maxEmployees: bound, sortBy: pick(sorts) });
  for (const q of keywords) add({ q, sortBy: pick(sorts) });

  // Pairs and larger combinations of filters with random sorts and early pages.
  for (let i = 0; i < 190; i += 1) {
    const size = 2 + Math.floor(next() * 4);
    const chosen = [...makers].sort(() => next() - 0.5).slice(0, size);
    const params: Params = Object.assign({}, ...chosen.map((make) => make()));
    params.sortBy = pick(sorts);
    params.page = pick([1, 1, 1, 2, 3, 10]);
    add(params);
  }
  // Keyword with filters.
  for (let i = 0; i < 30; i += 1) {
    const params: Params = { q: pick(keywords), sortBy: pick(sorts) };
    Object.assign(params, pick(makers)());
    if (i % 3 === 0) Object.assign(params, pick(makers)());
    add(params);
  }
  // Deep pages of the whole directory, up to its last page, and of filtered searches.
  for (const sortBy of sorts) {
    for (const page of [100, 1000, 10_000, 50_000, 99_999, 100_000]) add({ sortBy, page });
  }
  for (let i = 0; i < 12; i += 1) {
    add({ country: pick(countries.slice(0, 3)), sortBy: pick(sorts), page: pick([20, 50, 100]) });
  }
  // Past the end: answered from the count alone.
  for (const sortBy of sorts) add({ industry: pick(industries), sortBy, page: 1_000_000 });
  return paths;
}

const companySearchPaths: readonly string[] = buildSearchPaths();

/**
 * The known expensive cases, measured on their own: pages thousands deep into a filtered
 * search (the walk grows with the offset) and keywords matching tens of thousands of
 * companies (the work grows with the matches).
 */
function buildStressPaths(): string[] {
  const { pick } = picker(7_771);
  const makers = filterMakers(pick);
  const paths: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    paths.push(
      path({ country: pick(countries.slice(0, 3)), sortBy: pick(sorts), page: pick([200, 500, 2000, 5000]) }),
    );
  }
  for (let i = 0; i < 30; i += 1) {
    const params: Params = { q: pick(broadKeywords), sortBy: pick(sorts) };
    if (i % 2 === 0) Object.assign(params, pick(makers)());
    paths.push(path(params));
  }
  return paths;
}

export const companyScenarios: Scenario[] = [
  { name: 'companies: search mix', requests: companySearchPaths.map((p) => ({ path: p })) },
  {
    name: 'companies: deep filtered pages and broad keywords',
    // Words in more than MAX_KEYWORD_MATCHES companies and pages past the planned-read cap
    // are refused (400) in bounded work: those answers count too.
    requests: buildStressPaths().map((p) => ({ path: p, alsoAcceptStatus: [400] })),
  },
  {
    // Words in more than MAX_KEYWORD_MATCHES companies: a page walked in order, an estimated total.
    name: 'companies: wide keywords (estimated totals)',
    requests: wideKeywords.flatMap((q, i) =>
      [
        { q } as Params,
        { q, sortBy: sorts[i % sorts.length] as string, country: countries[i % 3] as string },
      ].map((params) => ({ path: path(params) })),
    ),
  },
  {
    name: 'companies: details',
    requests: Array.from({ length: 100 }, (_, i) => {
      const id = 1 + ((i * 7919) % 1_000_000);
      return {
        path: i % 2 === 0 ? `/api/companies/${id}/domains` : `/api/companies/${id}/domain-check-results`,
      };
    }),
  },
];
