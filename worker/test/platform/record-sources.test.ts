import { env } from 'cloudflare:test';
import { companySearchResponseSchema, domainSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const companies = buildCompanies(3);
const [seeded, imported, reranked] = companies.map((c) => c.id) as [number, number, number];
const [sampleListing, importedListing] = buildDomains() as [FixtureDomain, FixtureDomain];

beforeAll(async () => {
  await insertCompanies(companies);
  await insertDomains([sampleListing, importedListing]);
  // As the importers leave them: a company from a file, a rank from a popularity list, a listing from a feed.
  await env.DB.batch([
    env.DB.prepare(
      "update companies set source = 'import:companies top.csv', rank_source = 'import:companies top.csv' where id = ?",
    ).bind(imported),
    env.DB.prepare("update companies set rank_source = 'import:ranks tranco.csv' where id = ?").bind(
      reranked,
    ),
    env.DB.prepare(
      "update domains set source = 'import:listings feed.csv', listing_venue = 'Sedo', auction_ends_on = '2099-01-31' where id = ?",
    ).bind(importedListing.id),
  ]);
  await rebuildCompanyCounts();
});

describe('where each row came from', () => {
  it('is on every company: sample rows and ranks, or the file that imported them', async () => {
    const res = await api('/api/companies?pageSize=100');
    expect(res.status).toBe(200);
    const byId = new Map(companySearchResponseSchema.parse(await res.json()).companies.map((c) => [c.id, c]));
    const sample = { kind: 'sample', importedFrom: null };
    expect(byId.get(seeded)).toMatchObject({ recordSource: sample, rankSource: sample });
    expect(byId.get(imported)).toMatchObject({
      recordSource: { kind: 'import', importedFrom: 'companies top.csv' },
      rankSource: { kind: 'import', importedFrom: 'companies top.csv' },
    });
    expect(byId.get(reranked)).toMatchObject({
      recordSource: sample,
      rankSource: { kind: 'import', importedFrom: 'ranks tranco.csv' },
    });
  });

  it('is on every stored domain, with an imported listing’s venue and auction end', async () => {
    const sample = domainSchema.parse(await (await api(`/api/domains/${sampleListing.id}`)).json());
    expect(sample).toMatchObject({
      recordSource: { kind: 'sample', importedFrom: null },
      listingVenue: null,
      auctionEndsOn: null,
    });
    const fromFeed = domainSchema.parse(await (await api(`/api/domains/${importedListing.id}`)).json());
    expect(fromFeed).toMatchObject({
      recordSource: { kind: 'import', importedFrom: 'listings feed.csv' },
      listingVenue: 'Sedo',
      auctionEndsOn: '2099-01-31',
    });
  });
});
