import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyDomainSchema, domainCheckResultSchema } from '../../schema/src/contracts/companies.ts';
import { api } from './support/api.ts';
import { buildCompanies, insertCompanies, insertCompanyDomain } from './support/company-fixture.ts';

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
