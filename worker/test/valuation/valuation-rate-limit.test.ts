import { simulatorResponseSchema, valuationSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.ts';
import { expectRateLimited, passedBeforeLimited } from '../support/expect-rate-limited.ts';

/** VALUATION_RATE_LIMITER and BULK_VALUATION_RATE_LIMITER in wrangler.toml, per 60 s per client. */
const SINGLE_LIMIT = 600;
const BULK_LIMIT = 30;

const fromIp = (ip: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});
const valuation = (ip: string, domain: string) =>
  api(`/api/valuation?domain=${encodeURIComponent(domain)}`, fromIp(ip));
const simulation = (ip: string) =>
  api(
    '/api/domain-valuation/simulate',
    fromIp(ip, {
      method: 'POST',
      body: JSON.stringify({
        domainName: 'greenleaf',
        extension: 'com',
        brandability: 50,
        seoValue: 50,
        commercialPotential: 50,
        searchVolume: 0,
        industry: 'general',
      }),
    }),
  );
const bulk = (ip: string, domains: string[]) =>
  api('/api/valuation/bulk', fromIp(ip, { method: 'POST', body: JSON.stringify({ domains }) }));

describe('GET /api/valuation and POST /api/domain-valuation/simulate: rate limit', () => {
  it('answers 429 with Retry-After and a JSON error once a client passes the limit, on both routes', {
    timeout: 60_000,
  }, async () => {
    const ip = '203.0.113.41';
    // Bad requests count too (the limit runs before validation), which makes a flood cheap to stop.
    const passed = await passedBeforeLimited(() => valuation(ip, 'no-extension'), SINGLE_LIMIT, {
      batch: 50,
      passing: [400],
    });
    expect(passed).toBeGreaterThanOrEqual(SINGLE_LIMIT);
    expect(passed).toBeLessThan(2 * SINGLE_LIMIT);
    await expectRateLimited(await valuation(ip, 'greenleaf.com'));
    // The simulator shares the limit: it costs what a valuation does.
    await expectRateLimited(await simulation(ip));

    // Each client is counted on its own.
    const other = valuationSchema.parse(await (await valuation('203.0.113.44', 'greenleaf.com')).json());
    expect(other.domain).toBe('greenleaf.com');
    const simulated = simulatorResponseSchema.parse(await (await simulation('203.0.113.44')).json());
    expect(simulated.domainName).toBe('greenleaf');
  });
});

describe('POST /api/valuation/bulk: rate limit', () => {
  it('allows 30 bulk calls a minute per client, then 429 with Retry-After', async () => {
    const ip = '203.0.113.42';
    const passed = await passedBeforeLimited(() => bulk(ip, []), BULK_LIMIT, { batch: 1, passing: [400] });
    expect(passed).toBeGreaterThanOrEqual(BULK_LIMIT);
    expect(passed).toBeLessThan(2 * BULK_LIMIT);
    await expectRateLimited(await bulk(ip, ['greenleaf.com']));
    // The bulk limit is its own: single valuations from the same client still pass.
    expect((await valuation(ip, 'greenleaf.com')).status).toBe(200);
    expect((await bulk('203.0.113.43', ['greenleaf.com'])).status).toBe(200);
  });
});
