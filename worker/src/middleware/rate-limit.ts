import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { clientKeyOf } from '../http/client-key.ts';
import { apiError } from '../http/error-response.ts';
import { annotate } from '../openapi/route-notes.ts';
import { RATE_LIMIT_PERIOD_SECONDS, type RateLimiterName } from './rate-limiters.ts';

/** A limit a route counts requests against: every request, or only those `when` accepts. */
type CountedLimit = RateLimiterName | { limiter: RateLimiterName; when: (c: Context<AppEnv>) => boolean };

/**
 * Guards a route with Workers rate-limiting bindings, per client address (see clientKeyOf).
 * It runs before validation, so a flood of bad requests is stopped as cheaply as good ones,
 * and it never reads the visitor cookie: a limited public answer sets none. A request is
 * counted against every limit that applies to it at once (one wait for the bindings, not one
 * each) and refused when any of them is over, so each limit counts it even when another refuses.
 */
export function rateLimit(...limits: [CountedLimit, ...CountedLimit[]]) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const counted = limits.flatMap((l) => (typeof l === 'string' ? [l] : l.when(c) ? [l.limiter] : []));
    const key = clientKeyOf(c.req.header('CF-Connecting-IP'));
    const outcomes = await Promise.all(counted.map((limiter) => c.env[limiter].limit({ key })));
    if (outcomes.some((o) => !o.success)) return tooManyRequests(c, 'Too many requests.');
    await next();
  });
  return annotate(middleware, { kind: 'rate-limit', periodSeconds: RATE_LIMIT_PERIOD_SECONDS });
}

function tooManyRequests(c: Context<AppEnv>, message: string): Response {
  c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
  return apiError(c, 429, 'rate_limited', `${message} Try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds.`);
}

/**
 * Counts this request against `limiter` for its client address: the 429 to answer when the
 * address is over the limit, else undefined.
 */
export async function overLimit(
  c: Context<AppEnv>,
  limiter: RateLimiterName,
  message = 'Too many requests.',
): Promise<Response | undefined> {
  const key = clientKeyOf(c.req.header('CF-Connecting-IP'));
  const { success } = await c.env[limiter].limit({ key });
  return success ? undefined : tooManyRequests(c, message);
}
