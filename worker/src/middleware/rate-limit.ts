import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { annotate } from '../openapi/route-notes.ts';
import { visitorIdOf } from './visitor.ts';

/**
 * Guards a route with a Workers rate-limiting binding (`[[ratelimits]]` in wrangler.toml).
 * The key is the client IP Cloudflare reports, else the visitor id, so clearing cookies
 * does not reset the count behind Cloudflare. The binding does not say when its window
 * ends, so Retry-After is the whole period: a client that waits that long is let in.
 */
export function rateLimit(limiterOf: (env: AppEnv['Bindings']) => RateLimit, periodSeconds: number) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header('CF-Connecting-IP') ?? (await visitorIdOf(c));
    const { success } = await limiterOf(c.env).limit({ key });
    if (!success) {
      c.header('Retry-After', String(periodSeconds));
      return apiError(c, 429, 'rate_limited', `Too many requests. Try again in ${periodSeconds} seconds.`);
    }
    await next();
  });
  return annotate(middleware, { kind: 'rate-limit', periodSeconds });
}
