import { env } from 'cloudflare:test';
import {
  type CompanySearchResponse,
  companySearchQuerySchema,
} from '@domainary/schema/contracts/companies.ts';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PLANNED_ENTRIES } from '../../src/companies/company-plan.ts';
import { searchCompanies } from '../../src/companies/company-search.ts';
import { companyRowsOf } from '../../src/companies/data/company-rows.ts';
import { countsStillAt } from '../../src/companies/data/count-statements.ts';
import { type PageRead, pageIdsSql } from '../../src/companies/data/page-statements.ts';
import type { Database } from '../../src/db/database.ts';
import { meterD1, newTally, type RowsTally } from '../../src/db/rows-read-meter.ts';
import { isRefused } from '../../src/refusal.ts';
import { expectedSearch, type SearchParams } from '../support/company-expectation.ts';
import {
  buildCompanies,
  type FixtureCompany,
  insertCompanies,
  markCountsStale,
  rebuildCompanyCounts,
} from '../support/company-fixture.ts';

const all: FixtureCompany[] = buildCompanies(1_500, 41);

beforeAll(async () => {
  await insertCompanies(all);
  await rebuildCompanyCounts();
});

/** A database whose statements and rows read are tallied, as a request's are. */
function meteredDatabase(): { db: Database; tally: RowsTally } {
  const tally = newTally();
  return { db: drizzle(meterD1(env.DB, tally)) as unknown as Database, tally };
}

/** One page of a search with what it cost, as the route runs it. */
async function search(p: SearchParams, page: number, pageSize = 10) {
  const query = companySearchQuerySchema.parse(
    Object.fromEntries(
      Object.entries({ ...p, page, pageSize }).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ),
  );
  const { db, tally } = meteredDatabase();
  const result = await searchCompanies(db, query);
  if (isRefused(result)) throw new Error(result.refused.message);
  return { result, statements: tally.statements, rowsRead: tally.rowsRead };
}

/** The page the fixture says the search holds. */
function expectPage(
  result: CompanySearchResponse,
  companies: FixtureCompany[],
  p: SearchParams,
  page: number,
) {
  const want = expectedSearch(companies, p);
  expect(result.totalCount, JSON.stringify(p)).toBe(want.length);
  expect(
    result.companies.map((c) => c.id),
    `${JSON.stringify(p)} page ${page}`,
  ).toEqual(want.slice((page - 1) * 10, page * 10).map((c) => c.id));
}

describe('the figures a search is planned from, kept between requests', () => {
  it('answers another page, or the other direction, of a search seen before with its page statement alone', async () => {
    const p: SearchParams = { industry: 'Energy', foundedAfter: 1990, sortBy: 'rank_asc' };
    const first = await search(p, 1);
    expectPage(first.result, all, p, 1);
    // Measuring, then the page.
    expect(first.statements).toBe(2);
    for (const [sortBy, page] of [
      ['rank_asc', 3],
      ['rank_desc', 2],
      ['rank_asc', 1],
    ] as const) {
      const again = await search({ ...p, sortBy }, page);
      expectPage(again.result, all, { ...p, sortBy }, page);
      expect(again.statements, `${sortBy} page ${page}`).toBe(1);
    }
  });

  it('keeps figures per filter set and sort column: another filter or column is measured', async () => {
    const p: SearchParams = { country: 'Japan', minEmployees: 100, sortBy: 'founded_asc' };
    await search(p, 1);
    for (const other of [
      { ...p, minEmployees: 101 },
      { ...p, sortBy: 'name_asc' },
      { ...p, rankRange: 'Top 100000' as const },
    ]) {
      const measured = await search(other, 1);
      expectPage(measured.result, all, other, 1);
      expect(measured.statements, JSON.stringify(other)).toBe(2);
    }
  });

  it('answers a page past the end, from kept figures, after one statement that checks the counts', async () => {
    const p: SearchParams = { industry: 'Retail', country: 'Brazil', sortBy: 'name_desc' };
    const pages = Math.ceil(expectedSearch(all, p).length / 10);
    await search(p, 1);
    const past = await search(p, pages + 3);
    expect(past.result).toEqual({
      companies: [],
      totalCount: expectedSearch(all, p).length,
      totalCountKind: 'exact',
    });
    expect(past.statements).toBe(1);
    expect(past.rowsRead).toBeLessThanOrEqual(1);
  });

  it('never answers from figures of counts rebuilt since: the page, and a page past the end, are measured again', async () => {
    const p: SearchParams = { industry: 'Software', rankRange: 'Top 100000', sortBy: 'founded_desc' };
    const before = await search(p, 2);
    expectPage(before.result, all, p, 2);
    const pastBefore = Math.ceil(expectedSearch(all, p).length / 10) + 1;
    await search(p, pastBefore);

    // A load adds companies the search finds, ahead of the kept figures' pages, then rebuilds the counts.
    const usedRanks = new Set(all.map((c) => c.rank));
    const freeRanks = Array.from({ length: 90_000 }, (_, i) => 10_001 + i).filter((r) => !usedRanks.has(r));
    const added = buildCompanies(300, 43).map((c, i) => ({
      ...c,
      id: 100_001 + i,
      industry: 'Software',
      rank: freeRanks[i] as number,
      yearFounded: 2024,
    }));
    await insertCompanies(added);
    await rebuildCompanyCounts();
    const now = [...all, ...added];
    try {
      const after = await search(p, 2);
      expectPage(after.result, now, p, 2);
      // The kept figures' page statement (a walk in founding order) stopped at the counts'
      // check; a one-row statement told that from a walk that met its cap with nothing; then
      // measuring and the page.
      expect(after.statements).toBe(4);
      // What was past the end before is a full page now.
      const formerlyPast = await search(p, pastBefore);
      expectPage(formerlyPast.result, now, p, pastBefore);
      expect(formerlyPast.result.companies).toHaveLength(10);
    } finally {
      await env.DB.prepare('delete from companies where id > 100000').run();
      await rebuildCompanyCounts();
    }
  });

  it('keeps nothing counted while the counts are stale', async () => {
    const p: SearchParams = { country: 'Germany', maxEmployees: 5000, sortBy: 'rank_desc' };
    await markCountsStale();
    try {
      for (const page of [1, 2]) {
        const stale = await search(p, page);
        expectPage(stale.result, all, p, page);
        // Measuring (the counts are stale), counting rows, then the page.
        expect(stale.statements, `page ${page}`).toBe(3);
      }
    } finally {
      await rebuildCompanyCounts();
    }
    const fresh = await search(p, 1);
    expect(fresh.statements).toBe(2);
    expect((await search(p, 2)).statements).toBe(1);
  });

  it('stops a page statement at the counts check, before it reads an id, when the counts are another build', async () => {
    const query = companySearchQuerySchema.parse({ sortBy: 'name_asc', page: '40' });
    const read = {
      kind: 'index',
      index: 'companies_name_id_filters_idx',
      reverse: false,
      offset: 390,
      limit: 10,
      maxEntries: MAX_PLANNED_ENTRIES,
    } satisfies PageRead;
    const { db, tally } = meteredDatabase();
    const state = await env.DB.prepare('select rebuilt_at as version from company_counts_state').first<{
      version: string;
    }>();
    const version = state?.version ?? '';
    const current = await companyRowsOf(db, pageIdsSql(query, read), query.sortBy, countsStillAt(version));
    expect(current).toHaveLength(10);
    const readCurrent = tally.rowsRead;
    expect(readCurrent).toBeGreaterThan(400);

    const other = await companyRowsOf(
      db,
      pageIdsSql(query, read),
      query.sortBy,
      countsStillAt(`${version}0`),
    );
    expect(other).toEqual([]);
    // The counts' state row and the check's own row, none of the walk's 400 entries.
    expect(tally.rowsRead - readCurrent).toBeLessThanOrEqual(2);
  });
});
