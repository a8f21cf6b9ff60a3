import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKeyOf, UNKNOWN_CLIENT_KEY } from '../../src/http/client-key.ts';
import { requireRateLimiters } from '../../src/middleware/rate-limiters.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildCompanies, insertCompanies, rebuildCompanyCounts } from '../support/company-fixture.ts';
import { exhaust, expectRateLimited, passedBeforeLimited } from '../support/expect-rate-limited.ts';
import { fixture, insertLearningFixture } from '../support/learning-fixture.ts';

// A route's flood is a few hundred requests on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const companies = buildCompanies(5);
const companyId = companies[0]?.id ?? 1;

beforeAll(async () => {
  cookie = visitorCookieOf(await api('/api/watchlist'));
  await insertCompanies(companies);
  await rebuildCompanyCounts();
  await insertLearningFixture();
});

const from = (address: string, init: RequestInit & { cookie?: string } = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': address },
});
/** Writes come from one visitor: creating visitors has a limit of its own (below). */
let cookie = '';
const post = (path: string, body: unknown, address: string) =>
  api(path, from(address, { method: 'POST', body: JSON.stringify(body), cookie }));

/**
 * One request per limited route, each as cheap as the route allows (a refused body counts
 * too: the limit runs before validation); limits from wrangler.toml. The valuation and the
 * simulator (600 a minute) are flooded in valuation-rate-limit.test.ts.
 */
const limitedRoutes: Array<{ route: string; limit: number; send: (address: string) => Promise<Response> }> = [
  { route: 'GET /api/domains', limit: 120, send: (a) => api('/api/domains?keyword=car', from(a)) },
  {
    route: 'POST /api/domains/bulk',
    limit: 10,
    send: (a) => post('/api/domains/bulk', { names: ['car.com'] }, a),
  },
  { route: 'GET /api/companies?q=', limit: 120, send: (a) => api('/api/companies?q=acme', from(a)) },
  {
    route: 'GET /api/companies (filters alone)',
    limit: 240,
    send: (a) => api('/api/companies?sortBy=name_desc&page=50', from(a)),
  },
  { route: 'GET /api/sales', limit: 120, send: (a) => api('/api/sales?sortBy=price_desc', from(a)) },
  { route: 'GET /api/sales/export.csv', limit: 10, send: (a) => api('/api/sales/export.csv', from(a)) },
  {
    route: 'GET /api/market/sales-summary',
    limit: 30,
    send: (a) => api('/api/market/sales-summary', from(a)),
  },
  {
    route: 'GET /api/companies/export.csv',
    limit: 30,
    send: (a) => api('/api/companies/export.csv', from(a)),
  },
  {
    route: 'POST /api/companies/:id/domain-checks',
    limit: 30,
    send: (a) => post(`/api/companies/${companyId}/domain-checks`, {}, a),
  },
  { route: 'POST /api/ai/domains/generate', limit: 20, send: (a) => post('/api/ai/domains/generate', {}, a) },
  {
    route: 'POST /api/valuation/bulk',
    limit: 30,
    send: (a) => post('/api/valuation/bulk', { domains: [] }, a),
  },
  { route: 'POST /api/conversions', limit: 10, send: (a) => post('/api/conversions', {}, a) },
  { route: 'POST /api/watchlist', limit: 60, send: (a) => post('/api/watchlist', { domainId: 999_999 }, a) },
];

describe('every costly route is limited per client', () => {
  it.each(limitedRoutes)(
    '$route answers 429 with Retry-After and the JSON error past $limit a minute',
    async ({ limit, send }) => {
      const address = newClientAddress();
      await exhaust(() => send(address), limit);
      await expectRateLimited(await send(address));
      // Another client still gets through.
      expect((await send(newClientAddress())).status).not.toBe(429);
    },
  );
});

describe('the live availability check shares the domain search budget', () => {
  it('stops POST /api/availability for a client that used up its searches, and the search after checks', async () => {
    const address = newClientAddress();
    await exhaust(() => api('/api/domains?keyword=car', from(address)), 120);
    await expectRateLimited(await post('/api/availability', { names: ['car.com'] }, address));
    const other = newClientAddress();
    await exhaust(() => post('/api/availability', { names: ['car.com'] }, other), 120);
    await expectRateLimited(await api('/api/domains?keyword=car', from(other)));
  });
});

describe('visitor writes share one budget', () => {
  it('stops every write route of a client that used up the budget on one of them', async () => {
    const address = newClientAddress();
    await exhaust(() => post('/api/watchlist', { domainId: 999_999 }, address), 60);
    const writes = [
      post('/api/watchlist', { domainId: 1 }, address),
      api('/api/watchlist?domainId=1', from(address, { method: 'DELETE', cookie })),
      post(
        '/api/user-progress/modules',
        { moduleId: fixture.moduleId, status: 'in_progress', pointsEarned: 0 },
        address,
      ),
      post(
        '/api/user-progress/quiz-attempts',
        {
          questionId: fixture.trueFalse.id,
          answerId: fixture.trueFalse.correct,
          textResponse: null,
          isCorrect: true,
        },
        address,
      ),
      post('/api/achievements/award-badge', { badgeId: fixture.badges.completion }, address),
    ];
    for (const res of await Promise.all(writes)) await expectRateLimited(res);
    // Refused writes change nothing, and reading stays open.
    const { results } = await env.DB.prepare('select count(*) as n from module_progress').all<{
      n: number;
    }>();
    expect(results[0]?.n).toBe(0);
    expect((await api('/api/user-progress/stats', from(address))).status).toBe(200);
  });
});

describe('creating visitors', () => {
  it('is limited per client apart from the writes: a write without a cookie past 3 a minute gets 429', async () => {
    const address = newClientAddress();
    const fresh = () => api('/api/watchlist', from(address, { method: 'POST', body: '{"domainId":999999}' }));
    const passed = await passedBeforeLimited(fresh, 3, { batch: 1 });
    expect(passed).toBeGreaterThanOrEqual(3);
    expect(passed).toBeLessThanOrEqual(6);
    const refused = await fresh();
    expect(refused.status).toBe(429);
    expect(apiErrorSchema.parse(await refused.json()).error.message).toMatch(/^Too many new visitors/);
    // The same address's known visitor still writes.
    expect((await post('/api/watchlist', { domainId: 999_999 }, address)).status).toBe(404);
  });
});

describe('a company search without a keyword', () => {
  it('is not counted against the keyword limit, only against the limit of every search', async () => {
    const address = newClientAddress();
    await exhaust(() => api('/api/companies?q=acme', from(address)), 120);
    expect((await api('/api/companies?q=acme', from(address))).status).toBe(429);
    expect((await api('/api/companies?q=%20', from(address))).status).not.toBe(429);
    expect((await api(`/api/companies?industry=${companies[0]?.industry}`, from(address))).status).toBe(200);
  });
});

describe('the client key', () => {
  it('is an IPv4 address as it is, an IPv6 address by its /64, and one shared key without either', () => {
    expect(clientKeyOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKeyOf('2001:0db8:00aa:00bb:ffff::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKeyOf(undefined)).toBe(UNKNOWN_CLIENT_KEY);
    expect(clientKeyOf('')).toBe(UNKNOWN_CLIENT_KEY);
    expect(clientKeyOf('not an address')).toBe(UNKNOWN_CLIENT_KEY);
  });

  it('gives two IPv6 addresses of one /64 one budget, and another /64 its own', async () => {
    const [a, b] = Array.from(crypto.getRandomValues(new Uint16Array(2)), (n) => n.toString(16));
    const bulk = (address: string) => post('/api/domains/bulk', { names: ['car.com'] }, address);
    await exhaust(() => bulk(`2001:db8:${a}:${b}::1`), 10);
    await expectRateLimited(await bulk(`2001:db8:${a}:${b}:ffff:ffff:ffff:fffe`));
    expect((await bulk(`2001:db8:${a}:${b === 'ffff' ? 'fffe' : 'ffff'}::1`)).status).toBe(200);
  });

  it('counts different IPv4 addresses apart', async () => {
    const [a, b] = crypto.getRandomValues(new Uint8Array(2));
    const bulk = (address: string) => post('/api/domains/bulk', { names: ['car.com'] }, address);
    await exhaust(() => bulk(`198.51.${a}.${b}`), 10);
    await expectRateLimited(await bulk(`198.51.${a}.${b}`));
    expect((await bulk(`198.51.${a}.${((b ?? 0) + 1) % 256}`)).status).toBe(200);
  });

  it('does not reset when the client drops its cookie or brings another', async () => {
    const address = newClientAddress();
    const first = await api('/api/user-progress/stats', from(address));
    const cookie = visitorCookieOf(first);
    const add = (init: { cookie?: string }) =>
      api(
        '/api/watchlist',
        from(address, { method: 'POST', body: JSON.stringify({ domainId: 999_999 }), ...init }),
      );
    await exhaust(() => add({ cookie }), 60);
    await expectRateLimited(await add({ cookie }));
    await expectRateLimited(await add({}));
    const fresh = visitorCookieOf(await api('/api/user-progress/stats', from(newClientAddress())));
    await expectRateLimited(await add({ cookie: fresh }));
  });

  it('is one shared key for requests without a client address, never one per cookie', async () => {
    const bulk = (init: RequestInit & { cookie?: string } = {}) =>
      exports.default.fetch(
        new Request('http://localhost/api/domains/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}) },
          body: JSON.stringify({ names: ['car.com'] }),
        }),
      );
    await exhaust(() => bulk(), 10);
    await expectRateLimited(await bulk());
    const cookie = visitorCookieOf(await api('/api/user-progress/stats'));
    await expectRateLimited(await bulk({ cookie }));
    expect((await post('/api/domains/bulk', { names: ['car.com'] }, newClientAddress())).status).toBe(200);
  });
});

describe('a missing rate-limiting binding', () => {
  it('stops the worker at startup with the binding named, before any request', () => {
    expect(() => requireRateLimiters(env)).not.toThrow();
    const { GENERATOR_RATE_LIMITER: _, ...withoutGenerator } = env;
    expect(() => requireRateLimiters(withoutGenerator)).toThrow(
      'Missing rate-limiting binding GENERATOR_RATE_LIMITER: declare each as [[ratelimits]] in wrangler.toml',
    );
    const { DOMAIN_SEARCH_RATE_LIMITER: __, BULK_CHECK_RATE_LIMITER: ___, ...withoutTwo } = env;
    expect(() => requireRateLimiters(withoutTwo)).toThrow(
      'Missing rate-limiting bindings BULK_CHECK_RATE_LIMITER, DOMAIN_SEARCH_RATE_LIMITER: declare each as [[ratelimits]] in wrangler.toml',
    );
  });
});
