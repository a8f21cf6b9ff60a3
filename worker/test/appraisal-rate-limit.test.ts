import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  appraisalSchema,
  valuationResponseSchema,
} from '../../schema/src/contracts/index.ts';
import { api } from './support/api.ts';

/** APPRAISAL_RATE_LIMITER and BULK_APPRAISAL_RATE_LIMITER in wrangler.toml, per 60 s per client. */
const SINGLE_LIMIT = 600;
const BULK_LIMIT = 30;

const fromIp = (ip: string, init: RequestInit = {}) => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), 'CF-Connecting-IP': ip },
});
const appraisal = (ip: string, domain: string) =>
  api(`/api/appraisal?domain=${encodeURIComponent(domain)}`, fromIp(ip));
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
  api('/api/appraisal/bulk', fromIp(ip, { method: 'POST', body: JSON.stringify({ domains }) }));

async function expectLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('Retry-After')).toBe('60');
  expect(res.headers.get('Content-Type')).toContain('application/json');
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toBe('Too many requests. Try again in 60 seconds.');
}

/**
 * Sends bad requests from one client, `batch` at a time, until one is limited, and says how
 * many got through first. Bad requests count too (the limit runs before validation), which
 * makes a flood cheap to stop. The limiter's windows follow the wall clock, so a flood that
 * straddles a minute boundary gets up to twice the limit through: callers allow for that.
 */
async function passedBeforeLimited(send: () => Promise<Response>, limit: number, batch: number) {
  let passed = 0;
  while (passed < 3 * limit) {
    const statuses = (await Promise.all(Array.from({ length: batch }, send))).map((r) => r.status);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    passed += statuses.filter((s) => s === 400).length;
    if (statuses.includes(429)) return passed;
  }
  throw new Error(`no 429 after ${passed} requests`);
}

describe('GET /api/appraisal and POST /api/domain-valuation/simulate: rate limit', () => {
  it('answers 429 with Retry-After and a JSON error once a client passes the limit, on both routes', {
    timeout: 60_000,
  }, async () => {
    const ip = '203.0.113.41';
    const passed = await passedBeforeLimited(() => appraisal(ip, 'no-extension'), SINGLE_LIMIT, 50);
    expect(passed).toBeGreaterThanOrEqual(SINGLE_LIMIT);
    expect(passed).toBeLessThan(2 * SINGLE_LIMIT);
    await expectLimited(await appraisal(ip, 'greenleaf.com'));
    // The simulator shares the limit: it costs what an appraisal does.
    await expectLimited(await simulation(ip));

    // Each client is counted on its own.
    const other = appraisalSchema.parse(await (await appraisal('203.0.113.44', 'greenleaf.com')).json());
    expect(other.domain).toBe('greenleaf.com');
    const simulated = valuationResponseSchema.parse(await (await simulation('203.0.113.44')).json());
    expect(simulated.domainName).toBe('greenleaf');
  });
});

describe('POST /api/appraisal/bulk: rate limit', () => {
  it('allows 30 bulk calls a minute per client, then 429 with Retry-After', async () => {
    const ip = '203.0.113.42';
    const passed = await passedBeforeLimited(() => bulk(ip, []), BULK_LIMIT, 1);
    expect(passed).toBeGreaterThanOrEqual(BULK_LIMIT);
    expect(passed).toBeLessThan(2 * BULK_LIMIT);
    await expectLimited(await bulk(ip, ['greenleaf.com']));
    // The bulk limit is its own: single appraisals from the same client still pass.
    expect((await appraisal(ip, 'greenleaf.com')).status).toBe(200);
    expect((await bulk('203.0.113.43', ['greenleaf.com'])).status).toBe(200);
  });
});
