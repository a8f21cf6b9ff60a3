import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  type ListedSort,
  type ListedStatus,
  listedDomainsResultSchema,
  listedStatuses,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCAN_BUDGET } from '../../src/domains/data/budgeted-scan.ts';
import { routeCosts } from '../../src/http/route-costs.ts';
import { api } from '../support/api.ts';
import { byValue, type DomainSearchParams, passesFilters } from '../support/domain-expectation.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const DAY_MS = 86_400_000;
const todayNumber = Math.floor(Date.now() / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const today = isoDay(todayNumber);

/**
 * The shared fixture plus more auctions and expiring names than one scan reads, so a
 * narrow filter ends pages early: auctions with an end day (past, today, ahead) or none,
 * expiring names dropping from five days ago to a month ahead.
 */
function buildListings(): { rows: FixtureDomain[]; auctionEnds: Map<number, string> } {
  const rows: FixtureDomain[] = [];
  const auctionEnds = new Map<number, string>();
  for (let i = 0; i < SCAN_BUDGET + 350; i++) {
    const id = 50_000 + i;
    const status = i % 2 === 0 ? 'auction' : 'expiring';
    const estimatedValue = [120, 800, 2500, 2500, 30_000][i % 5] as number;
    rows.push({
      id,
      name: `bid${i}`,
      extension: i % 3 === 0 ? 'net' : 'com',
      status,
      industry: 'general',
      estimatedValue,
      acquisitionFee: null,
      currentBid: status === 'auction' ? Math.round(estimatedValue / (1 + (i % 4))) : null,
      expiryDate: isoDay(todayNumber + (status === 'auction' ? -10 : (i % 36) - 5)),
      firstRegistered: isoDay(todayNumber - 900),
      marketValue: 60,
      available: false,
      companyId: null,
    });
    if (status === 'auction' && i % 4 !== 0) auctionEnds.set(id, isoDay(todayNumber + (i % 23) - 2));
  }
  return { rows, auctionEnds };
}

const shared = buildDomains();
const listings = buildListings();
const all = [...shared, ...listings.rows];

beforeAll(async () => {
  await insertDomains(all);
  const setEnd = env.DB.prepare('update domains set auction_ends_on = ? where id = ?');
  await env.DB.batch([...listings.auctionEnds].map(([id, day]) => setEnd.bind(day, id)));
});

type Filters = Omit<DomainSearchParams, 'query' | 'sortBy' | 'status'>;

/** The day a name ends: an auction's imported end day, an expiring name's drop day. */
const endOf = (d: FixtureDomain) => (d.status === 'auction' ? listings.auctionEnds.get(d.id) : d.expiryDate);

/** The test's own answer, written out from the fixture: which names a browse lists, in order. */
function expectedListing(status: ListedStatus, sortBy: ListedSort, filters: Filters): FixtureDomain[] {
  const hits = all.filter((d) => passesFilters(d, { ...filters, status }));
  if (sortBy === 'value') return hits.sort(byValue);
  const ending = hits
    .filter((d) => (endOf(d) ?? '') >= today)
    .sort((a, b) => (endOf(a) as string).localeCompare(endOf(b) as string) || a.id - b.id);
  const endUnknown = status === 'auction' ? hits.filter((d) => endOf(d) === undefined).sort(byValue) : [];
  return [...ending, ...endUnknown];
}

const rowsReadOf = (res: Response) =>
  Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1] ?? Number.NaN);

const browsePath = (params: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, v);
  return `/api/domains/listed?${query}`;
};

const statedRows = routeCosts.get('GET /api/domains/listed')?.rows ?? 0;

/** Follows every cursor; returns the names in order and the pages, each within the stated rows read. */
async function browseAll(status: ListedStatus, sortBy: ListedSort, filters: Filters, limit = 7) {
  const got: string[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < 200; n++) {
    const res = await api(browsePath({ status, sortBy, limit: String(limit), cursor, ...filters }));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(rowsReadOf(res)).toBeLessThanOrEqual(statedRows);
    const body = listedDomainsResultSchema.parse(await res.json());
    expect(body).toMatchObject({ status, sortBy });
    got.push(...body.domains.map((d) => `${d.name}.${d.extension}#${d.id}`));
    pageSizes.push(body.domains.length);
    if (!body.nextCursor) return { got, pageSizes };
    cursor = body.nextCursor;
  }
  throw new Error('the browse never ended');
}

const labelsOf = (rows: FixtureDomain[]) => rows.map((d) => `${d.name}.${d.extension}#${d.id}`);

// Walking every page of a status is dozens of requests: more than the default five seconds on a busy machine.
const walks = { timeout: 60_000 };

describe('GET /api/domains/listed: every name of a status, in order, across pages', walks, () => {
  it.each(listedStatuses)('lists every %s name by value, highest first', async (status) => {
    const want = labelsOf(expectedListing(status, 'value', {}));
    expect(want.length).toBeGreaterThan(0);
    const { got } = await browseAll(status, 'value', {});
    expect(got).toEqual(want);
  });

  it.each(['auction', 'expiring'] as const)(
    'lists %s names ending soonest, leaving out those already ended',
    async (status) => {
      const want = expectedListing(status, 'ending', {});
      const { got } = await browseAll(status, 'ending', {}, 20);
      expect(got).toEqual(labelsOf(want));
      const ended = all.filter((d) => d.status === status && (endOf(d) ?? '9') < today);
      expect(ended.length).toBeGreaterThan(0);
      expect(got.filter((label) => labelsOf(ended).includes(label))).toEqual([]);
    },
  );

  it('lists auctions without a known end after the dated ones, by value', async () => {
    const { got } = await browseAll('auction', 'ending', {}, 50);
    const firstUnknown = got.findIndex((label) => !listings.auctionEnds.has(Number(label.split('#')[1])));
    expect(firstUnknown).toBeGreaterThan(0);
    const unknown = got.slice(firstUnknown).map((label) => Number(label.split('#')[1]));
    expect(unknown.every((id) => !listings.auctionEnds.has(id))).toBe(true);
  });

  it('is the default order by value', async () => {
    const res = await api('/api/domains/listed?status=premium&limit=5');
    const body = listedDomainsResultSchema.parse(await res.json());
    expect(body.sortBy).toBe('value');
    expect(body.domains.map((d) => d.id)).toEqual(
      expectedListing('premium', 'value', {})
        .slice(0, 5)
        .map((d) => d.id),
    );
  });
});

describe('GET /api/domains/listed: the search filters', walks, () => {
  const cases: [ListedStatus, ListedSort, Filters][] = [
    ['auction', 'value', { extension: 'net' }],
    ['auction', 'ending', { extension: 'com,io', maxLength: '5' }],
    ['expiring', 'ending', { priceRange: 'all', maxLength: '6' }],
    ['auction', 'value', { priceRange: 'medium' }],
    ['auction', 'ending', { priceRange: 'high', extension: 'com' }],
    ['premium', 'value', { priceRange: 'premium', industry: 'tech' }],
    ['available', 'value', { priceRange: 'free', maxLength: '5' }],
    ['available', 'value', { priceRange: 'low' }],
    ['expiring', 'value', { industry: 'automotive', maxLength: '15+' }],
  ];
  it.each(cases)('browses %s by %s with %j', async (status, sortBy, filters) => {
    const { got } = await browseAll(status, sortBy, filters);
    expect(got).toEqual(labelsOf(expectedListing(status, sortBy, filters)));
  });

  it('ends a page early, with a cursor, where a narrow filter leaves few names in the keys one scan reads', async () => {
    const want = expectedListing('auction', 'value', { extension: 'shop' });
    expect(want.length).toBeGreaterThan(0);
    const { got, pageSizes } = await browseAll('auction', 'value', { extension: 'shop' }, 20);
    expect(got).toEqual(labelsOf(want));
    expect(pageSizes.length).toBeGreaterThan(1);
  });

  it('reads a deep page from its key, not from the start of the order', async () => {
    const first = await api(browsePath({ status: 'auction', limit: '50' }));
    let body = listedDomainsResultSchema.parse(await first.json());
    let last = first;
    while (body.nextCursor) {
      last = await api(browsePath({ status: 'auction', limit: '50', cursor: body.nextCursor }));
      body = listedDomainsResultSchema.parse(await last.json());
    }
    // The last page: its 50 keys at most and their rows, not the whole order before it.
    expect(rowsReadOf(last)).toBeLessThan(3 * 51 + 10);
  });
});

describe('GET /api/domains/listed: bad input', () => {
  it.each([
    ['no status', '/api/domains/listed', 'status'],
    ['an unknown status', '/api/domains/listed?status=sold', 'status'],
    ['a status no one lists', '/api/domains/listed?status=taken', 'status'],
    ['a status spelt differently', '/api/domains/listed?status=Auction', 'status'],
    ['an end order for names that never end', '/api/domains/listed?status=premium&sortBy=ending', 'sortBy'],
    ['an unknown order', '/api/domains/listed?status=auction&sortBy=relevance', 'sortBy'],
    ['an unknown extension', '/api/domains/listed?status=auction&extension=zz', 'extension'],
    ['an unknown price range', '/api/domains/listed?status=auction&priceRange=cheap', 'priceRange'],
    ['a keyword search cursor', '/api/domains/listed?status=auction&cursor=r0_42', 'cursor'],
    [
      'a cursor of the other order',
      '/api/domains/listed?status=auction&sortBy=ending&cursor=v0_42',
      'cursor',
    ],
    ['a malformed cursor', "/api/domains/listed?status=auction&cursor=v0_1'or'1", 'cursor'],
  ])('answers %s with a 400 naming the parameter', async (_what, path, parameter) => {
    const res = await api(path);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const body = apiErrorSchema.parse(await res.json());
    expect(JSON.stringify(body.error)).toContain(parameter);
  });
});
