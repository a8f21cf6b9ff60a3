import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import {
  domainBulkResultSchema,
  domainSchema,
  domainSearchResultSchema,
  generateDomainsResponseSchema,
  valuationSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { app } from '../../src/app.ts';
import type { OpenApiDocument } from '../../src/openapi/build-document.ts';
import { api } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';
import { generate } from '../support/generator.ts';

const all = buildDomains();
const stored = all.find((d) => d.status === 'taken') as FixtureDomain;

beforeAll(async () => {
  await insertDomains(all);
});

const estimate = (method: string) => ({ kind: 'estimate', method });
const notChecked = { kind: 'unknown', reason: 'not checked with a registry (offline)' };

describe('where each figure of a domain comes from', () => {
  it('a stored domain: the engine figures are named estimates, the seeded facts are sample, sales are reported', async () => {
    const res = await api(`/api/domains/${stored.id}`);
    expect(res.status).toBe(200);
    const d = domainSchema.parse(await res.json());
    expect(d.sources).toMatchObject({
      status: { kind: 'sample' },
      registrationDate: { kind: 'sample' },
      history: { kind: 'sample' },
      estimatedValue: estimate('valuation-model'),
      scores: estimate('name-scores'),
      trafficScore: estimate('type-in-traffic'),
      trafficPotential: estimate('search-interest-scale'),
      keywordVolume: estimate('word-frequency-proxy'),
      registrationCost: estimate('extension-list-price'),
      similarSales: { kind: 'reported-sale' },
      acquisitionFee: { kind: 'sample' },
      backlinks: { kind: 'sample' },
      referringDomains: { kind: 'sample' },
    });
    // The seed's link counts are shown as the sample they are, not dropped.
    expect(d.metrics).toEqual({ keywordVolume: 320, backlinks: 14, referringDomains: 3 });
  });

  it('a seeded name given no link profile: its zero link counts are unknown, not a sample 0', async () => {
    const unused = all.find((d) => d.status === 'auction') as FixtureDomain;
    // The seed writes zeros for a name never used as a site: nobody measured its links.
    await env.DB.prepare('update domains set backlinks = 0, referring_domains = 0 where id = ?')
      .bind(unused.id)
      .run();
    const d = domainSchema.parse(await (await api(`/api/domains/${unused.id}`)).json());
    expect(d.metrics).toEqual({ keywordVolume: 320, backlinks: null, referringDomains: null });
    expect(d.sources.backlinks).toEqual({ kind: 'unknown', reason: 'no link index measured this name' });
    expect(d.sources.referringDomains.kind).toBe('unknown');
    expect(d.sources.acquisitionFee).toEqual({ kind: 'sample' });
  });

  it('a name nobody lists: link counts are null with their reason, never 0, and its status is unchecked', async () => {
    const res = await api('/api/domains?query=quokkafarm&extension=com');
    const { candidates } = domainSearchResultSchema.parse(await res.json());
    const [c] = candidates;
    expect(c?.id).toBeNull();
    expect(c?.metrics.backlinks).toBeNull();
    expect(c?.metrics.referringDomains).toBeNull();
    expect(c?.sources.backlinks).toEqual({ kind: 'unknown', reason: 'no link index measured this name' });
    expect(c?.sources.referringDomains.kind).toBe('unknown');
    expect(c?.sources.status).toEqual(notChecked);
    expect(c?.sources.registrationDate.kind).toBe('unknown');
    expect(c?.sources.keywordVolume).toEqual(estimate('word-frequency-proxy'));
  });

  it('a live RDAP answer is the registry, as of its check', async () => {
    const run = 'sources';
    const rdapEnv = {
      ...env,
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: `${inject('fakeRdapOrigin')}/${run}/` }),
      // Past the shared registry budget's default, which worker/test/radar/registry-budget.test.ts covers.
      REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(inject('fakeRdapOrigin')).host]: 1000 }),
      DOH_URL: `${inject('fakeDohOrigin')}/${run}/dns-query`,
    };
    const call = async (request: Request) => {
      const ctx = createExecutionContext();
      const res = await app.fetch(request, rdapEnv, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    // The page checks the pending name live; the next search knows the answer.
    await call(
      new Request('http://localhost/api/availability', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ names: ['takensource.com'] }),
      }),
    );
    const res = await call(new Request('http://localhost/api/domains?query=takensource&extension=com'));
    const [c] = domainSearchResultSchema.parse(await res.json()).candidates;
    expect(c?.availability.checkedAt).toBeTruthy();
    expect(c?.sources.status).toEqual({
      kind: 'registry',
      via: 'rdap',
      checkedAt: c?.availability.checkedAt,
    });
  });

  it('a bulk check says the source of its status and of every estimate', async () => {
    const res = await api('/api/domains/bulk', {
      method: 'POST',
      body: JSON.stringify({ names: [`${stored.name}.${stored.extension}`, 'quokkafarm.com'] }),
    });
    const { rows } = domainBulkResultSchema.parse(await res.json());
    const [listed, unlisted] = rows.map((r) => (r.error === null ? r.sources : null));
    expect(listed?.status).toEqual({ kind: 'sample' });
    expect(unlisted?.status).toEqual(notChecked);
    expect(unlisted?.trafficScore).toEqual(estimate('type-in-traffic'));
    expect(unlisted?.estimatedValue).toEqual(estimate('valuation-model'));
  });

  it('a valuation names its estimates and its comparable sales as reported', async () => {
    const res = await api('/api/valuation?domain=bakery.com');
    const v = valuationSchema.parse(await res.json());
    expect(v.sources.keywordVolume).toEqual(estimate('word-frequency-proxy'));
    expect(v.sources.comparableSales).toEqual({ kind: 'reported-sale' });
  });

  it('a generated name names the sources of its score, value and registration price', async () => {
    const res = await generate({ keyword: 'meadow', count: 3 });
    const { suggestions } = generateDomainsResponseSchema.parse(await res.json());
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.sources.scores).toEqual(estimate('name-scores'));
      expect(s.sources.registrationCost).toEqual(estimate('extension-list-price'));
      expect(s.sources.status.kind).toBe(s.availability.status === 'unknown' ? 'unknown' : 'sample');
    }
  });

  it('the OpenAPI document describes the sources and the nullable link counts', async () => {
    const doc = (await (await api('/api/openapi.json')).json()) as OpenApiDocument;
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    expect(JSON.stringify(schemas.FigureSource)).toContain('word-frequency-proxy');
    expect(Object.keys(schemas.DomainSources?.properties ?? {})).toEqual(
      expect.arrayContaining(['status', 'keywordVolume', 'backlinks', 'referringDomains', 'similarSales']),
    );
    const metrics = JSON.stringify(schemas.Domain?.properties?.metrics);
    expect(metrics).toMatch(/"backlinks":\{"anyOf":\[\{"type":"integer".*\{"type":"null"\}/);
  });
});
