import { domainSearchResultSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCAN_BUDGET } from '../../src/domains/data/domain-search.ts';
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
