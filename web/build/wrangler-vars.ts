import path from 'node:path';

let cached: Promise<Readonly<Record<string, string>>> | undefined;

/**
 * The public [vars] of wrangler.toml, read with wrangler's own parser so the web build and
 * the worker share one configuration. Secrets are never in [vars], so none can leak here.
 * CLOUDFLARE_ENV (as wrangler reads it) picks an environment's vars: `CLOUDFLARE_ENV=production
 * npm run build` builds with production's origin and affiliate ids.
 */
export function wranglerVars(): Promise<Readonly<Record<string, string>>> {
  cached ??= import('wrangler').then(({ unstable_readConfig }) => {
    const config = unstable_readConfig(
      {
        config: path.resolve(import.meta.dirname, '../../wrangler.toml'),
        env: process.env.CLOUDFLARE_ENV || undefined,
      },
      { hideWarnings: true },
    );
    return Object.fromEntries(
      Object.entries(config.vars).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  });
  return cached;
}
