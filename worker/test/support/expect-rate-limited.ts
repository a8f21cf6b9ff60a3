import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { expect } from 'vitest';

/** Every `[[ratelimits]]` binding in wrangler.toml counts per 60 s. */
const PERIOD_SECONDS = 60;

/** A 429 with Retry-After and the JSON error body. */
export async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  expect(res.headers.get('Retry-After')).toBe(String(PERIOD_SECONDS));
  expect(res.headers.get('Content-Type')).toContain('application/json');
  const body = apiErrorSchema.parse(await res.json());
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toBe(`Too many requests. Try again in ${PERIOD_SECONDS} seconds.`);
}

/**
 * Sends requests from one client, `batch` at a time, until one is limited, and says how many
 * got through first (any status in `passing` counts as through). The limiter's windows follow
 * the wall clock, so a flood that straddles a minute boundary gets up to twice the limit
 * through: callers allow for that.
 */
export async function passedBeforeLimited(
  send: () => Promise<Response>,
  limit: number,
  { batch = 10, passing = [200, 201, 400, 404] }: { batch?: number; passing?: number[] } = {},
): Promise<number> {
  let passed = 0;
  while (passed < 3 * limit) {
    const responses = await Promise.all(Array.from({ length: batch }, send));
    const statuses = responses.map((r) => r.status);
    await Promise.all(responses.map((r) => r.body?.cancel()));
    expect(
      statuses.every((s) => s === 429 || passing.includes(s)),
      `statuses ${statuses}`,
    ).toBe(true);
    passed += statuses.filter((s) => s !== 429).length;
    if (statuses.includes(429)) return passed;
  }
  throw new Error(`no 429 after ${passed} requests`);
}

/** Floods a route from one client to its limit and checks the limit held: at least `limit`, under twice it. */
export async function exhaust(send: () => Promise<Response>, limit: number, batch = 10): Promise<void> {
  const passed = await passedBeforeLimited(send, limit, { batch });
  expect(passed).toBeGreaterThanOrEqual(limit);
  expect(passed).toBeLessThanOrEqual(2 * limit);
}
