import { describe, expect, it } from 'vitest';
import {
  COST,
  candidatePaths,
  checkpointPlacement,
  type IndexPath,
  MAX_PLANNED_ENTRIES,
  type PageRequest,
  planPage,
  readsTooMuch,
} from './company-plan.ts';
import { sortField, sortIndex } from './data/company-indexes.ts';

const byRank: IndexPath = { index: sortIndex.rank, scope: {}, ordered: true };
const byName: IndexPath = { index: sortIndex.name, scope: {}, ordered: true };
const page = (request: Partial<PageRequest>): PageRequest => ({
  sort: 'rank_asc',
  offset: 0,
  limit: 10,
  total: 1000,
  ...request,
});

describe('candidatePaths', () => {
  it('offers only the sort order itself when nothing filters', () => {
    expect(candidatePaths({}, {}, 'rank_desc')).toEqual([byRank]);
    expect(sortField('founded_desc')).toBe('founded');
  });

  it('offers an equal filter’s own name index as an ordered walk beside the whole name order', () => {
    const paths = candidatePaths({ country: 'DE' }, { country: 'DE' }, 'name_asc');
    expect(paths).toContainEqual(byName);
    expect(paths).toContainEqual({
      index: 'companies_country_name_idx',
      scope: { country: 'DE' },
      ordered: true,
    });
    expect(paths).toContainEqual({
      index: 'companies_country_rank_idx',
      scope: { country: 'DE', rankBuckets: undefined },
      ordered: false,
    });
  });

  it('walks an industry in rank order by its own index, and behind an equal country by the pair', () => {
    const alone = candidatePaths({ industry: 'Retail' }, { industry: 'Retail' }, 'rank_asc');
    expect(alone).toContainEqual({
      index: 'companies_industry_rank_idx',
      scope: { industry: 'Retail' },
      ordered: true,
    });
    expect(alone.find((p) => p.index === 'companies_industry_country_rank_idx')).toBeUndefined();
    const scope = { industry: 'Retail', country: 'DE', rankBuckets: [0, 1] };
    const withCountry = candidatePaths({ industry: 'Retail', country: 'DE' }, scope, 'rank_asc');
    expect(withCountry.find((p) => p.index === 'companies_industry_country_rank_idx')).toEqual({
      index: 'companies_industry_country_rank_idx',
      scope,
      ordered: true,
    });
  });

  it('adds the founding-year and head-count ranges as their own indexes', () => {
    const scope = { industry: 'Retail', yearMin: 2000, employeesMax: 50 };
    const paths = candidatePaths({ industry: 'Retail' }, scope, 'founded_asc');
    expect(paths).toContainEqual({
      index: 'companies_industry_founded_idx',
      scope: { industry: 'Retail', yearMin: 2000, yearMax: undefined },
      ordered: true,
    });
    expect(paths).toContainEqual({
      index: 'companies_employees_filters_idx',
      scope: { employeesMin: undefined, employeesMax: 50 },
      ordered: false,
    });
  });
});

describe('checkpointPlacement', () => {
  it('serves the whole directory in name order, and nothing filtered by name', () => {
    expect(checkpointPlacement({}, 'name_desc')).toEqual({ before: undefined });
    expect(checkpointPlacement({ rankBuckets: [0] }, 'name_asc')).toBeUndefined();
    expect(checkpointPlacement({ country: 'DE' }, 'name_asc')).toBeUndefined();
  });

  it('places a rank range after the rank buckets below it', () => {
    expect(checkpointPlacement({ rankBuckets: [0, 1] }, 'rank_asc')).toEqual({ before: undefined });
    expect(checkpointPlacement({ rankBuckets: [4] }, 'rank_desc')).toEqual({
      before: { rankBuckets: [0, 1, 2, 3] },
    });
    expect(checkpointPlacement({ rankBuckets: [4], yearMin: 2000 }, 'rank_asc')).toBeUndefined();
  });

  it('places a founding-year range after the years before it', () => {
    expect(checkpointPlacement({ yearMin: 2000, yearMax: 2010 }, 'founded_asc')).toEqual({
      before: { yearMax: 1999 },
    });
    expect(checkpointPlacement({ yearMax: 2010 }, 'founded_asc')).toEqual({ before: undefined });
    expect(checkpointPlacement({ rankBuckets: [0] }, 'founded_asc')).toBeUndefined();
    expect(checkpointPlacement({ industry: 'Retail' }, 'founded_asc')).toBeUndefined();
  });
});

describe('planPage', () => {
  it('leaves the choice to SQLite while the counts are stale', () => {
    expect(planPage(page({}))).toEqual({
      kind: 'index',
      index: undefined,
      reverse: false,
      offset: 0,
      limit: 10,
      cost: Number.POSITIVE_INFINITY,
    });
  });

  it('prices an ordered walk by the entries passed before the page’s last match, and caps it', () => {
    // 1,000 matches spread over 1,000,000 entries: one match every 1,000 entries.
    expect(planPage(page({ paths: [{ path: byRank, entries: 1_000_000 }] }))).toMatchObject({
      index: sortIndex.rank,
      reverse: false,
      cost: 10_000,
      // The price assumes an even spread; the statement stops at the bound wherever matches lie.
      maxEntries: MAX_PLANNED_ENTRIES,
    });
  });

  it('reads a narrow range and sorts it when that is cheaper than walking the order, uncapped', () => {
    const industry: IndexPath = { index: 'companies_industry_country_rank_idx', scope: {}, ordered: false };
    const paths = [
      { path: byRank, entries: 1_000_000 },
      { path: industry, entries: 1000 },
    ];
    // The range's size is known exactly, so reading all of it is its price.
    expect(planPage(page({ paths }))).toMatchObject({
      index: industry.index,
      cost: 2000,
      maxEntries: undefined,
    });
  });

  it('walks from the far end, in reverse, for a page nearer the end', () => {
    const plan = planPage(page({ offset: 990, total: 995, paths: [{ path: byRank, entries: 1_000_000 }] }));
    // The last five: the page is clipped to what is left and counted from the end.
    expect(plan).toMatchObject({ kind: 'index', reverse: true, offset: 0, limit: 5 });
  });

  it('skips whole rank buckets that hold no match', () => {
    const buckets = { entries: [100, 900, 9000, 90_000, 900_000, 0], matches: [0, 0, 0, 0, 100, 0] };
    const paths = [{ path: byRank, entries: 1_000_000, buckets }];
    // Ascending passes the four buckets above the matches first; descending meets them at once.
    expect(planPage(page({ total: 100, paths })).cost).toBe(100_000 + 90_000);
    expect(planPage(page({ sort: 'rank_desc', total: 100, paths })).cost).toBe(90_000);
  });

  it('counts the bunching of names behind a filter the name index does not lead with', () => {
    const paths = [{ path: byName, entries: 1_000_000 }];
    const plain = planPage(page({ sort: 'name_asc', total: 50_000, paths }));
    const bunched = planPage(page({ sort: 'name_asc', total: 50_000, paths, nameFollows: ['country'] }));
    expect(plain.cost).toBe(200);
    expect(bunched.cost).toBe(600);
    const countryNames: IndexPath = { index: 'companies_country_name_idx', scope: {}, ordered: true };
    const led = planPage(
      page({
        sort: 'name_asc',
        total: 50_000,
        paths: [{ path: countryNames, entries: 50_000 }],
        nameFollows: ['country'],
      }),
    );
    expect(led.cost).toBe(10);
  });

  it('adds a row lookup per match to sort by name from an index without the name key', () => {
    const range = (index: IndexPath['index']) => [
      { path: { index, scope: {}, ordered: false } satisfies IndexPath, entries: 1000 },
    ];
    expect(
      planPage(page({ sort: 'name_asc', total: 500, paths: range('companies_top_10000_founded_idx') })).cost,
    ).toBe(2000 + 500);
    expect(
      planPage(page({ sort: 'name_asc', total: 500, paths: range('companies_rank_filters_idx') })).cost,
    ).toBe(2000);
  });

  it('jumps to the nearest sort checkpoint and walks less than one spacing', () => {
    const checkpoint = { before: 0, directory: 1_000_000 };
    expect(
      planPage(page({ sort: 'name_asc', offset: 123_456, total: 1_000_000, paths: [], checkpoint })),
    ).toEqual({
      kind: 'checkpoint',
      position: 123_000,
      offset: 456,
      limit: 10,
      cost: 466,
    });
    // A rank range starting after 100,000 companies: its sixth company is the directory's 100,006th.
    expect(
      planPage(
        page({ offset: 5, total: 900_000, paths: [], checkpoint: { before: 100_000, directory: 1_000_000 } }),
      ),
    ).toMatchObject({ kind: 'checkpoint', position: 100_000, offset: 5 });
  });

  it('walks a descending page down from the checkpoint above it, or from the end', () => {
    const checkpoint = { before: 0, directory: 1_000_000 };
    const at = (offset: number) =>
      planPage(page({ sort: 'name_desc', offset, total: 1_000_000, paths: [], checkpoint }));
    // The page's first company is the 997,500th in ascending order; the checkpoint above is 998,000.
    expect(at(2500)).toMatchObject({ kind: 'checkpoint', position: 998_000, offset: 501, cost: 511 });
    expect(at(0)).toMatchObject({ kind: 'checkpoint', position: undefined, offset: 0, cost: 10 });
  });

  it('prefers an index walk to a checkpoint when it is cheaper', () => {
    const plan = planPage(
      page({
        offset: 500,
        paths: [{ path: byRank, entries: 1000 }],
        checkpoint: { before: 0, directory: 1_000_000 },
      }),
    );
    expect(plan).toMatchObject({ kind: 'index', cost: 500 });
  });
});

describe('readsTooMuch', () => {
  // The full seed's directory, 920,000 companies with 10 to 100,000 employees, by name: no
  // checkpoint serves a head-count range, so a deep page walks the whole name order to it.
  const byNameWithinHeadCounts = (offset: number) =>
    planPage(
      page({
        sort: 'name_desc',
        offset,
        limit: 100,
        total: 920_000,
        paths: [{ path: byName, entries: 1_000_000 }],
      }),
    );

  it('refuses the deep page that walked about 460,000 entries', () => {
    const deep = byNameWithinHeadCounts(494_900);
    expect(deep.cost).toBeGreaterThan(400_000);
    expect(readsTooMuch(deep)).toBe(true);
  });

  it('serves the first pages and the last ones (walked from the end)', () => {
    expect(readsTooMuch(byNameWithinHeadCounts(0))).toBe(false);
    expect(readsTooMuch(byNameWithinHeadCounts(919_900))).toBe(false);
  });

  it('never refuses a plan made without counts: it is not priced', () => {
    expect(readsTooMuch(planPage(page({ offset: 500_000, total: 900_000 })))).toBe(false);
  });
});

describe('the price of a sorted read', () => {
  it('is what D1 counts, so a year range sorted by rank is never planned past the bound', () => {
    // Founded 2000 to 2001 sorted by rank, page 30 of 100 on a directory of a million: the
    // founded range (32,500 entries) sorted read 65,164 rows where the planner priced 39,000.
    const total = 32_500;
    const plan = planPage(
      page({
        sort: 'rank_desc',
        offset: 2_900,
        limit: 100,
        total,
        paths: [
          { path: byRank, entries: 1_000_000 },
          {
            path: { index: sortIndex.founded, scope: { yearMin: 2000, yearMax: 2001 }, ordered: false },
            entries: total,
          },
        ],
      }),
    );
    expect(COST.sortedEntry * total).toBeGreaterThanOrEqual(65_000);
    expect(readsTooMuch(plan)).toBe(true);
  });
});
