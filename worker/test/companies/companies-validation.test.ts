import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';

beforeAll(async () => {
  await insertCompanies(buildCompanies(60));
});

const badSearches: [string, string, string][] = [
  ['unknown industry', 'industry=Underwater%20Basket%20Weaving', 'industry'],
  ['unknown country', 'country=Atlantis', 'country'],
  ['unknown industry with other filters', 'industry=Nope&foundedAfter=2000', 'industry'],
  ['unknown rank range', 'rankRange=Top%2050', 'rankRange'],
  ['inverted founded years', 'foundedAfter=2010&foundedBefore=2000', 'foundedAfter'],
  ['inverted employee counts', 'minEmployees=500&maxEmployees=100', 'minEmployees'],
  ['non-numeric year', 'foundedAfter=nineteen', 'foundedAfter'],
  ['negative employees', 'minEmployees=-5', 'minEmployees'],
  ['fractional employees', 'maxEmployees=10.5', 'maxEmployees'],
  ['exponent notation', 'minEmployees=1e3', 'minEmployees'],
  ['huge employees', 'maxEmployees=999999999', 'maxEmployees'],
  ['page zero', 'page=0', 'page'],
  ['negative page', 'page=-1', 'page'],
  ['non-numeric page', 'page=two', 'page'],
  ['pageSize above the cap', 'pageSize=101', 'pageSize'],
  ['pageSize zero', 'pageSize=0', 'pageSize'],
  ['unknown sort', 'sortBy=revenue_desc', 'sortBy'],
  ['repeated parameter', 'industry=Software&industry=Finance', 'industry'],
  ['overlong keyword', `q=${'a'.repeat(201)}`, 'q'],
];

describe('GET /api/companies bad input', () => {
  it.each(badSearches)('answers 400 JSON for %s', async (_, query, field) => {
    const res = await api(`/api/companies?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toContain(field);
  });

  it('accepts the largest page number and answers an empty page', async () => {
    const res = await api('/api/companies?page=999999999&pageSize=100');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ companies: [], totalCount: 60, totalCountKind: 'exact' });
  });

  it('accepts equal bounds as a single year and a single head count', async () => {
    const res = await api(
      '/api/companies?foundedAfter=2000&foundedBefore=2000&minEmployees=7&maxEmployees=7',
    );
    expect(res.status).toBe(200);
  });
});

/** Every path that counts a search: planned, keyword alone, keyword beside filters, the export. */
const unknownFacetSearches: [string, string, 'industry' | 'country', string][] = [
  ['filters', 'industry=Nope&foundedAfter=2000', 'industry', 'Nope'],
  ['a country alone', 'country=Atlantis&sortBy=name_desc', 'country', 'Atlantis'],
  ['a keyword', 'q=acme&industry=Nope', 'industry', 'Nope'],
  ['a keyword and a known industry', 'q=acme&industry=Software&country=Atlantis', 'country', 'Atlantis'],
  ['a deep page', 'industry=Nope&page=5', 'industry', 'Nope'],
];

describe.each([
  ['stale', async () => {}],
  ['fresh', rebuildCompanyCounts],
])('a filter value no company has, with the precomputed counts %s', (_, prepare) => {
  beforeAll(prepare);

  it.each(unknownFacetSearches)('is refused beside %s, naming the field', async (_, query, field, value) => {
    for (const path of ['/api/companies', '/api/companies/export.csv']) {
      const res = await api(`${path}?${query}`);
      expect(res.status, path).toBe(400);
      const message = `no company has ${field} "${value}"`;
      expect(apiErrorSchema.parse(await res.json())).toEqual({
        error: {
          code: 'bad_request',
          message: `Invalid query: ${field}: ${message}`,
          issues: [{ path: [field], message }],
        },
      });
    }
  });

  it.each([
    ['filters', 'industry=Software&maxEmployees=0'],
    ['a keyword', 'q=nosuchword&industry=Software&country=Germany'],
  ])('leaves an empty search of known values an empty page: %s', async (_, query) => {
    const res = await api(`/api/companies?${query}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ companies: [], totalCount: 0, totalCountKind: 'exact' });
  });
});

describe('GET /api/companies/:id/... bad input', () => {
  it.each(['abc', '-1', '1.5', '1e2'])('answers 400 for id %s', async (id) => {
    for (const tail of ['domains', 'domain-check-results']) {
      const res = await api(`/api/companies/${id}/${tail}`);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toContain('id');
    }
  });

  it('answers 404 for a company that does not exist', async () => {
    for (const tail of ['domains', 'domain-check-results']) {
      const res = await api(`/api/companies/424242/${tail}`);
      expect(res.status).toBe(404);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('not_found');
    }
  });
});
