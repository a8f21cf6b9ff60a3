import { companySearchQuerySchema } from '@domainary/schema/contracts/companies.ts';
import { domainSearchQuerySchema } from '@domainary/schema/contracts/domains.ts';
import { describe, expect, it } from 'vitest';
import { companyMix } from '../scenarios/company-mix.ts';
import { domainMix } from '../scenarios/domain-mix.ts';

const facets = {
  industries: ['Software', 'Real Estate', 'Retail'],
  countries: ['Germany', 'Chile', 'Japan'],
};
const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('random mixes', () => {
  it('replay the same requests from the same seed and new ones from another', () => {
    expect(companyMix(7, facets).requests).toEqual(companyMix(7, facets).requests);
    expect(domainMix(7).requests).toEqual(domainMix(7).requests);
    const paths = (seed: number) => new Set(domainMix(seed).requests.map((r) => r.path));
    const first = paths(7);
    const shared = [...paths(8)].filter((p) => first.has(p));
    expect(shared.length).toBeLessThan(10);
  });

  it('send only company searches the API accepts, over every sort and deep pages', () => {
    const requests = companyMix(11, facets, 300).requests;
    expect(requests).toHaveLength(300);
    const sorts = new Set<string>();
    let deepest = 0;
    for (const request of requests) {
      const parsed = companySearchQuerySchema.safeParse(query(request.path));
      expect(parsed.success, request.path).toBe(true);
      if (parsed.success) {
        sorts.add(parsed.data.sortBy);
        deepest = Math.max(deepest, parsed.data.page);
      }
    }
    expect(sorts.size).toBe(6);
    expect(deepest).toBeGreaterThan(50);
  });

  it('send only domain searches the API accepts, with filters and every sort', () => {
    const requests = domainMix(11, 300).requests;
    const sorts = new Set<string>();
    let filtered = 0;
    for (const request of requests) {
      const parsed = domainSearchQuerySchema.safeParse(query(request.path));
      expect(parsed.success, request.path).toBe(true);
      if (parsed.success) {
        sorts.add(parsed.data.sortBy);
        if (parsed.data.extensions.length > 0 || parsed.data.status || parsed.data.maxLength) filtered += 1;
      }
    }
    expect(sorts.size).toBe(3);
    expect(filtered).toBeGreaterThan(100);
  });
});
