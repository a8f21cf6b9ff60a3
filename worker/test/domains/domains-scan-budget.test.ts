import { env } from 'cloudflare:test';
import { domainSearchQuerySchema } from '@domainary/schema/contracts/domains.ts';
import { domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { drizzle } from 'drizzle-orm/d1';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { SCAN_BUDGET } from '../../src/domains/data/budgeted-scan.ts';
import { searchDomainRows } from '../../src/domains/data/domain-search.ts';
import { api } from '../support/api.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

/**
 * More matches than one statement may check: a filter that only the least valuable few pass
 * makes the search read past its budget, end pages early and resume from the cursor.
 */
const common: FixtureDomain[] = Array.from({ length: SCAN_BUDGET + 300 }, (_, i) => ({
  id: 20_000 + i,
  name: `budgetzq${i}`,
  extension: 'com',
  status: i >= SCAN_BUDGET + 297 ? 'auction' : 'taken',
  industry: 'general',
  // Value falls with i, so the auctions come last in value order.
  estimatedValue: 1_000_000 - i,
  acquisitionFee: null,
  currentBid: i >= SCAN_BUDGET + 297 ? 500 : null,
  expiryDate: '2030-01-01',
  firstRegistered: '2012-05-05',
  marketValue: 50,
  available: false,
  companyId: null,
}));
const auctions = common.filter((d) => d.status === 'auction').map((d) => d.id);

beforeAll(async () => {
  await insertDomains(common);
});

async function walk(params: string) {
  const pages: { ids: number[]; cursor: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const res = await api(`/api/domains?${params}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const body = domainSearchResultSchema.parse(await res.json());
    cursor = body.nextCursor;
    pages.push({ ids: body.domains.map((d) => d.id), cursor });
  } while (cursor && pages.length < 100);
  return pages;
}

describe('GET /api/domains past the scan budget', () => {
  it.each([
    ['budgetzq', 'value'],
    ['budgetzq', 'relevance'],
    ['budgetzq', 'length'],
    ['budget zq', 'value'],
    ['budget zq', 'relevance'],
  ])('ends a page early and resumes from the cursor (%s, sortBy=%s)', async (query, sortBy) => {
    const pages = await walk(`query=${encodeURIComponent(query)}&status=auction&sortBy=${sortBy}&limit=5`);
    expect(pages[0]?.ids).toEqual([]);
    expect(pages[0]?.cursor).not.toBeNull();
    expect(pages.flatMap((p) => p.ids).sort()).toEqual([...auctions].sort());
    expect(pages.at(-1)?.cursor).toBeNull();
  });

  it('pages through every match in order without a filter', async () => {
    const pages = await walk('query=budgetzq&sortBy=value&limit=50');
    expect(pages.flatMap((p) => p.ids)).toEqual(common.map((d) => d.id));
  });
});

/** The D1 binding, noting every statement it is asked to run with its parameters. */
function recordingD1(statements: { sql: string; params: unknown[] }[]): D1Database {
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          const prepared = target.prepare(sql);
          return new Proxy(prepared, {
            get(inner, key) {
              if (key === 'bind') {
                return (...params: unknown[]) => {
                  statements.push({ sql, params });
                  return inner.bind(...params);
                };
              }
              const value = Reflect.get(inner, key, inner);
              return typeof value === 'function' ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('one phase of a search', () => {
  it.each(['value', 'relevance', 'length'])(
    'reads its trigram index once and checks the names in index order (sortBy=%s)',
    async (sortBy) => {
      const statements: { sql: string; params: unknown[] }[] = [];
      const db = drizzle(recordingD1(statements)) as unknown as Database;
      const query = domainSearchQuerySchema.parse({
        query: 'budgetzq',
        status: 'auction',
        sortBy,
        limit: '5',
      });
      await searchDomainRows(db, query, []);
      expect(statements.length).toBeGreaterThan(0);
      for (const { sql, params } of statements) {
        const { results } = await env.DB.prepare(`explain query plan ${sql}`)
          .bind(...params)
          .all<{ id: number; parent: number; detail: string }>();
        const plan = results.map((r) => r.detail).join('\n');
        // Sparse matches used to run the budgeted scan a second time to measure how far it went.
        expect(
          results.filter((r) => /VIRTUAL TABLE/.test(r.detail)),
          plan,
        ).toHaveLength(1);
        const hits = results.find((r) => r.detail === 'MATERIALIZE hits');
        expect(hits, plan).toBeDefined();
        // Rows are looked up in the scan's own order and stop once the page is full.
        const sortsHits = results.some((r) => r.parent === hits?.id && /TEMP B-TREE/.test(r.detail));
        expect(sortsHits, plan).toBe(false);
      }
    },
  );
});
