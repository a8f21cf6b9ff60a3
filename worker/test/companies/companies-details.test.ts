import { env } from 'cloudflare:test';
import {
  companyDomainCheckResponseSchema,
  companyDomainSchema,
  domainCheckResultSchema,
} from '@domainary/schema/contracts/companies.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { buildCompanies, insertCompanies, insertCompanyDomain } from '../support/company-fixture.ts';

const [acme, globex, bare] = buildCompanies(3);

beforeAll(async () => {
  if (!acme || !globex || !bare) throw new Error('fixture too small');
  await insertCompanies([acme, globex, bare]);
  await insertCompanyDomain(1, acme.id, 'acme', 'com', 'active', '2027-03-01');
  await insertCompanyDomain(2, acme.id, 'acme', 'io', 'expired', '2023-05-10');
  await insertCompanyDomain(3, acme.id, 'acme-labs', 'net', 'active', null);
  await insertCompanyDomain(4, globex.id, 'globex', 'com', 'active', '2026-01-01');
  const check = env.DB.prepare(
    `insert into domain_check_results (id, company_id, domain_name, is_available, registrar, source, last_checked)
     values (?, ?, ?, ?, ?, 'registry', ?)`,
  );
  await env.DB.batch([
    check.bind(1, acme.id, 'acme.io', 0, 'Old Registrar', '2024-01-01T00:00:00Z'),
    check.bind(2, acme.id, 'acme.com', 0, 'Example Registrar', '2024-02-01T00:00:00Z'),
    check.bind(3, acme.id, 'acme.io', 1, null, '2024-03-01T00:00:00Z'),
    check.bind(4, globex.id, 'globex.com', 0, 'Other', '2024-03-01T00:00:00Z'),
  ]);
});

describe('GET /api/companies/:id/domains', () => {
  it("lists only the company's own domains, full names, sorted", async () => {
    const res = await api(`/api/companies/${acme?.id}/domains`);
    expect(res.status).toBe(200);
    const body = companyDomainSchema.array().parse(await res.json());
    expect(body).toEqual([
      { id: 1, domainName: 'acme.com', status: 'active', expiryDate: '2027-03-01' },
      { id: 2, domainName: 'acme.io', status: 'expired', expiryDate: '2023-05-10' },
      { id: 3, domainName: 'acme-labs.net', status: 'active', expiryDate: null },
    ]);
  });

  it('answers an empty list for a company without domains', async () => {
    const res = await api(`/api/companies/${bare?.id}/domains`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('GET /api/companies/:id/domain-check-results', () => {
  it('answers the newest check of each domain', async () => {
    const res = await api(`/api/companies/${acme?.id}/domain-check-results`);
    expect(res.status).toBe(200);
    const body = domainCheckResultSchema.array().parse(await res.json());
    expect(body).toEqual([
      {
        id: 2,
        domainName: 'acme.com',
        isAvailable: false,
        registrar: 'Example Registrar',
        lastChecked: '2024-02-01T00:00:00Z',
        source: 'registry',
      },
      {
        id: 3,
        domainName: 'acme.io',
        isAvailable: true,
        registrar: null,
        lastChecked: '2024-03-01T00:00:00Z',
        source: 'registry',
      },
    ]);
  });

  it('answers an empty list for a company never checked', async () => {
    const res = await api(`/api/companies/${bare?.id}/domain-check-results`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('POST /api/companies/:id/domain-checks', () => {
  it('checks every domain of the company, stores the answers and returns the newest per domain', async () => {
    const before = await env.DB.prepare('select count(*) as n from domain_check_results where company_id = ?')
      .bind(acme?.id)
      .first<{ n: number }>();
    const res = await api(`/api/companies/${acme?.id}/domain-checks`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = companyDomainCheckResponseSchema.parse(await res.json());
    expect(body.unknown).toEqual([]);
    // Offline, company domains are registered as far as the local sample listings say, by their registrar on record.
    expect(body.results.map((r) => [r.domainName, r.isAvailable, r.registrar, r.source])).toEqual([
      ['acme-labs.net', false, 'Registrar of acme-labs', 'sample'],
      ['acme.com', false, 'Registrar of acme', 'sample'],
      ['acme.io', false, 'Registrar of acme', 'sample'],
    ]);
    const after = await env.DB.prepare('select count(*) as n from domain_check_results where company_id = ?')
      .bind(acme?.id)
      .first<{ n: number }>();
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(3);
    // The tab's own endpoint now shows the new results, replacing the older ones per domain.
    const listed = domainCheckResultSchema
      .array()
      .parse(await (await api(`/api/companies/${acme?.id}/domain-check-results`)).json());
    expect(listed).toEqual(body.results);
    expect(listed.find((r) => r.domainName === 'acme.io')?.id).toBeGreaterThan(3);
  });

  it('stores nothing for a company without domains', async () => {
    const res = await api(`/api/companies/${bare?.id}/domain-checks`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ results: [], unknown: [] });
  });

  it('answers 404 for an unknown company and 400 for a bad id, writing nothing', async () => {
    const count = () =>
      env.DB.prepare('select count(*) as n from domain_check_results').first<{ n: number }>();
    const before = await count();
    expect((await api('/api/companies/424242/domain-checks', { method: 'POST' })).status).toBe(404);
    expect((await api('/api/companies/abc/domain-checks', { method: 'POST' })).status).toBe(400);
    expect(await count()).toEqual(before);
  });
});
