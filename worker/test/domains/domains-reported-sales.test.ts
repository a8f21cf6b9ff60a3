import {
  bulkValuationResponseSchema,
  type Domain,
  domainSchema,
  domainSearchResultSchema,
  type ReportedSale,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_REPORTED_SALES_PER_NAME } from '../../src/sales/data/reported-sales.ts';
import { api } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';
import { type FixtureSale, insertSales, shippedSales } from '../support/sales-fixture.ts';

const domains = buildDomains();
/** A stored name the tests give sales of their own, under an extension the fixture holds. */
const sold = domains.find((d) => d.name === 'zebra') as FixtureDomain;
const soldFqdn = `${sold.name}.${sold.extension}`;
const otherExtension = domains.find((d) => d.name === 'zebra' && d.extension !== sold.extension);

const shipped = shippedSales();
const voice = shipped.find((s) => s.domain === 'voice.com') as FixtureSale;
let nextId = shipped.length + 1;
const saleOf = (domain: string, priceUsd: number, year: number, venue: string): FixtureSale => {
  const [label = '', extension = ''] = domain.split(/\.(.*)/);
  const channel = venue === '' ? 'brokerage' : /sedo/i.test(venue) ? 'marketplace' : 'auction';
  return {
    id: nextId++,
    domain,
    label,
    extension,
    priceUsd,
    year,
    source: 'test',
    venue,
    channel,
    estimateUsd: 1,
  };
};
const ownSales = [
  saleOf(soldFqdn, 4_000, 2012, 'Sedo'),
  saleOf(soldFqdn, 9_500, 2021, 'NameJet'),
  saleOf(soldFqdn, 2_000, 2021, ''),
];
/** More sales of one name than a visitor is shown, each year its own. */
const many = Array.from({ length: MAX_REPORTED_SALES_PER_NAME + 3 }, (_, i) =>
  saleOf('manysales.com', 1_000 + i, 2000 + i, 'Sedo'),
);

beforeAll(async () => {
  await insertDomains(domains);
  await insertSales([...shipped, ...ownSales, ...many]);
});

const expectedOwn: ReportedSale[] = [
  { price: 9_500, year: 2021, venue: 'NameJet', channel: 'auction' },
  { price: 2_000, year: 2021, venue: null, channel: 'brokerage' },
  { price: 4_000, year: 2012, venue: 'Sedo', channel: 'marketplace' },
];
const voiceSale: ReportedSale = {
  price: 30_000_000,
  year: 2019,
  venue: voice.venue,
  channel: 'brokerage',
};

function rowsReadOf(res: Response): number {
  return Number(res.headers.get('Server-Timing')?.match(/rows_read=(\d+)/)?.[1]);
}

describe("a name's own reported sales", () => {
  it('come with a stored domain, latest first, at the price and year reported', async () => {
    const res = await api(`/api/domains/${sold.id}`);
    expect(res.status).toBe(200);
    expect(domainSchema.parse(await res.json()).reportedSales).toEqual(expectedOwn);
  });

  it('belong to that name only: the same label under another extension has none', async () => {
    expect(otherExtension).toBeDefined();
    const res = await api(`/api/domains/${otherExtension?.id}`);
    expect(domainSchema.parse(await res.json()).reportedSales).toEqual([]);
  });

  it('come with an exact match the database does not hold: voice.com sold for $30,000,000 in 2019', async () => {
    const res = await api('/api/domains?query=voice');
    const body = domainSearchResultSchema.parse(await res.json());
    const candidate = body.candidates.find((c) => c.name === 'voice' && c.extension === 'com');
    expect(candidate?.id).toBeNull();
    expect(candidate?.reportedSales).toEqual([voiceSale]);
    expect(voice.venue).toMatch(/^private/);
    const unsold = body.candidates.filter((c) => c.extension !== 'com');
    expect(unsold.map((c) => c.reportedSales)).toEqual(unsold.map(() => []));
  });

  it('come with every stored name on a search page, and with nothing for the unsold', async () => {
    const res = await api('/api/domains?query=zebr&limit=50');
    const body = domainSearchResultSchema.parse(await res.json());
    const listed = [...body.candidates, ...body.domains];
    const withSales = listed.filter((d) => d.reportedSales.length > 0);
    expect(withSales.map((d) => `${d.name}.${d.extension}`)).toEqual([soldFqdn]);
    expect(withSales[0]?.reportedSales).toEqual(expectedOwn);
    expect(listed.length).toBeGreaterThan(1);
  });

  it('are capped at the latest few for a name sold many times', async () => {
    const res = await api('/api/valuation?domain=manysales.com');
    const { reportedSales } = valuationSchema.parse(await res.json());
    expect(reportedSales).toHaveLength(MAX_REPORTED_SALES_PER_NAME);
    expect(reportedSales.map((s) => s.year)).toEqual(
      many
        .map((s) => s.year)
        .sort((a, b) => b - a)
        .slice(0, MAX_REPORTED_SALES_PER_NAME),
    );
  });

  it("come with a valuation, read off the name's index entries rather than the whole table", async () => {
    const res = await api('/api/valuation?domain=voice.com');
    const body = valuationSchema.parse(await res.json());
    expect(body.reportedSales).toEqual([voiceSale]);
    // Over 20,000 sales are stored: a scan would read them all, a seek a handful.
    expect(rowsReadOf(res)).toBeLessThanOrEqual(10);
    const none = valuationSchema.parse(await (await api('/api/valuation?domain=zqxvbr.com')).json());
    expect(none.reportedSales).toEqual([]);
  });

  it('come with each name of a bulk valuation, in the order sent, past the names one statement binds', async () => {
    const unsold = Array.from({ length: 250 }, (_, i) => `zqxvbr${i}.com`);
    const res = await api('/api/valuation/bulk', {
      method: 'POST',
      body: JSON.stringify({ domains: [...unsold, 'Voice.com', soldFqdn] }),
    });
    expect(res.status).toBe(200);
    const { valuations } = bulkValuationResponseSchema.parse(await res.json());
    expect(valuations.map((v) => v.reportedSales)).toEqual([
      ...unsold.map(() => []),
      [voiceSale],
      expectedOwn,
    ]);
  });

  it('come with a watched domain', async () => {
    const add = await api('/api/watchlist', { method: 'POST', body: JSON.stringify({ domainId: sold.id }) });
    expect(add.status).toBe(201);
    const entry = (await add.json()) as { domain: Domain };
    expect(entry.domain.reportedSales).toEqual(expectedOwn);
  });

  it('are described in the API document, as a named shape every Domain and valuation uses', async () => {
    const doc = (await (await api('/api/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const { schemas } = doc.components;
    expect(Object.keys(schemas.ReportedSale?.properties ?? {}).sort()).toEqual([
      'channel',
      'price',
      'venue',
      'year',
    ]);
    for (const shape of ['Domain', 'DomainCandidate', 'NameValuation']) {
      expect(JSON.stringify(schemas[shape]?.properties?.reportedSales), shape).toContain(
        '#/components/schemas/ReportedSale',
      );
    }
  });
});
