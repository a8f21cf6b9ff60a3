/** The name of every Workers rate-limiting binding the worker uses (`[[ratelimits]]` in wrangler.toml). */
export type RateLimiterName = {
  [Name in keyof Env]-?: Env[Name] extends RateLimit ? Name : never;
}[keyof Env];

/**
 * Every `[[ratelimits]]` binding counts per this window (`simple.period`): the binding does
 * not say when its window ends, so Retry-After is the whole period.
 */
export const RATE_LIMIT_PERIOD_SECONDS = 60;

/**
 * Keyed by every binding `wrangler types` generated, so a new one cannot be left out. The
 * deploy check (worker/deploy) requires each one in every wrangler environment.
 */
export const RATE_LIMITER_NAMES: readonly RateLimiterName[] = Object.keys({
  VALUATION_RATE_LIMITER: true,
  BULK_VALUATION_RATE_LIMITER: true,
  BULK_CHECK_RATE_LIMITER: true,
  CLICKS_RATE_LIMITER: true,
  COMPANY_CHECKS_RATE_LIMITER: true,
  COMPANY_EXPORT_RATE_LIMITER: true,
  COMPANY_KEYWORD_SEARCH_RATE_LIMITER: true,
  COMPANY_SEARCH_RATE_LIMITER: true,
  CONFIRMATIONS_RATE_LIMITER: true,
  CONVERSIONS_RATE_LIMITER: true,
  DOMAIN_SEARCH_RATE_LIMITER: true,
  GENERATOR_RATE_LIMITER: true,
  SALES_EXPORT_RATE_LIMITER: true,
  SALES_SEARCH_RATE_LIMITER: true,
  SALES_SUMMARY_RATE_LIMITER: true,
  VISITOR_CREATIONS_RATE_LIMITER: true,
  VISITOR_WRITES_RATE_LIMITER: true,
} satisfies Record<RateLimiterName, true>) as RateLimiterName[];

/**
 * Throws, naming each one, when a rate-limiting binding is missing from the environment. The
 * worker runs this once as it starts, so a deployment without its limits fails to start
 * (and `wrangler deploy` refuses it) instead of answering 500 on every limited route.
 */
export function requireRateLimiters(env: Partial<Record<RateLimiterName, unknown>>): void {
  const missing = RATE_LIMITER_NAMES.filter((name) => {
    const binding = env[name] as { limit?: unknown } | undefined;
    return typeof binding?.limit !== 'function';
  });
  if (missing.length > 0) {
    throw new Error(
      `Missing rate-limiting binding${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: declare each as [[ratelimits]] in wrangler.toml`,
    );
  }
}
