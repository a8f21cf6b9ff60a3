import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { clientKeyOf } from '../http/client-key.ts';
import { apiError } from '../http/error-response.ts';
import { annotate } from '../openapi/route-notes.ts';
import { RATE_LIMIT_PERIOD_SECONDS, type RateLimiterName } from './rate-limiters.ts';

interface RateLimitOptions {
  /** Counts only the requests this accepts; the others pass uncounted. */
  when?: (c: Context<AppEnv>) => boolean;
}

/**
 * Guards a route with a Workers rate-limiting binding, per client address (see
 * clientKeyOf). It runs before validation, so a flood of bad requests is stopped as cheaply
 * as good ones, and it never reads the visitor cookie: a limited public answer sets none.
 */
export function rateLimit(limiter: RateLimiterName, options: RateLimitOptions = {}) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (options.when && !options.when(c)) return next();
    const refused = await overLimit(c, limiter);
    if (refused) return refused;
    await next();
  });
  return annotate(middleware, { kind: 'rate-limit', periodSeconds: RATE_LIMIT_PERIOD_SECONDS });
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
  if (success) return undefined;
  c.header('Retry-After', String(RATE_LIMIT_PERIOD_SECONDS));
  return apiError(c, 429, 'rate_limited', `${message} Try again in ${RATE_LIMIT_PERIOD_SECONDS} seconds.`);
}
