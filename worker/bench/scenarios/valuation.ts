import type { Scenario } from '../scenario.ts';
import { visitorHeaders } from '../visitor-address.ts';

const PARTS = [
  'green',
  'cloud',
  'pay',
  'snap',
  'home',
  'zen',
  'loan',
  'pixel',
  'bright',
  'hub',
  'go',
  'labs',
];
const EXTENSIONS = ['com', 'io', 'net', 'ai', 'co', 'org'];

/** Distinct, realistic names (two parts, sometimes digits) so no two requests repeat. */
function names(count: number, offset: number): string[] {
  return Array.from({ length: count }, (_, k) => {
    const i = k + offset;
    const a = PARTS[i % PARTS.length] as string;
    const b = PARTS[Math.floor(i / PARTS.length) % PARTS.length] as string;
    const n = Math.floor(i / (PARTS.length * PARTS.length));
    return `${a}${b}${n > 0 ? n : ''}.${EXTENSIONS[i % EXTENSIONS.length]}`;
  });
}

const BULK_NAMES = 1000;

export const valuationScenarios: Scenario[] = [
  {
    name: 'valuation single (GET /api/valuation)',
    requests: names(300, 0).map((domain, i) => ({
      path: `/api/valuation?domain=${domain}`,
      headers: visitorHeaders(i),
    })),
  },
  {
    // What the route's rate limit costs on its own: counted, then refused by validation before
    // any valuation (locally the limit is a round trip to a simulated binding).
    name: 'valuation refused as not a name (rate limit, then 400)',
    requests: Array.from({ length: 200 }, (_, i) => ({
      path: `/api/valuation?domain=not-a-name-${i}`,
      headers: visitorHeaders(7000 + i),
      expectStatus: 400,
    })),
  },
  {
    name: `valuation bulk (${BULK_NAMES} names per POST)`,
    itemsPerRequest: BULK_NAMES,
    requests: Array.from({ length: 12 }, (_, r) => ({
      method: 'POST' as const,
      path: '/api/valuation/bulk',
      body: { domains: names(BULK_NAMES, r * BULK_NAMES) },
      headers: visitorHeaders(1000 + r),
    })),
  },
  {
    name: 'valuation simulate',
    requests: names(200, 5000).map((domain, i) => ({
      method: 'POST' as const,
      path: '/api/domain-valuation/simulate',
      headers: visitorHeaders(2000 + i),
      body: {
        domainName: domain.slice(0, domain.indexOf('.')),
        extension: domain.slice(domain.indexOf('.') + 1),
        brandability: 20 + (i % 80),
        seoValue: 50,
        commercialPotential: 60,
        searchVolume: (i % 10) * 1000,
        industry: 'tech',
      },
    })),
  },
];
