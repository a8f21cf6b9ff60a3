import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { generate } from '../support/generator.ts';

/** GENERATOR_RATE_LIMITER in wrangler.toml: 20 requests per 60 s per client. */
const LIMIT = 20;

describe('POST /api/ai/domains/generate: rate limit', () => {
  it('answers 429 with Retry-After and a JSON error once a client passes the limit', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      statuses.push((await generate({ keyword: 'limit', count: 3 }, { ip })).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);

    const limited = await generate({ keyword: 'limit', count: 3 }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(limited.headers.get('Content-Type')).toContain('application/json');
    expect(apiErrorSchema.parse(await limited.json()).error.code).toBe('rate_limited');

    // Bad requests count too, so a flood of them is stopped before validation.
    expect((await generate({ keyword: '' }, { ip })).status).toBe(429);
  });

  it('counts each client on its own', async () => {
    for (let i = 0; i <= LIMIT; i++) await generate({ keyword: 'limit', count: 3 }, { ip: '198.51.100.9' });
    const other = await generate({ keyword: 'limit', count: 3 }, { ip: '198.51.100.10' });
    expect(other.status).toBe(200);
  });
});
