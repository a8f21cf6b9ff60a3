import type { Plugin } from 'vite';
import { wranglerVars } from './wrangler-vars.ts';

/**
 * The affiliate ids the browser needs (the conversion tag frame, the click parameter, the
 * registrar deep link), and only those: an allow-list, so no other setting can reach the
 * bundle. Each comes from the build environment if set, else
 * from wrangler.toml [vars], where the worker reads the same ids.
 */
const publicAffiliateVars = [
  'AFFILIATE_CLICK_PARAM',
  'AFFILIATE_TAG_URL',
  'AFFILIATE_TAG_CONTAINER_ID',
  'AFFILIATE_CID',
  'AFFILIATE_ACTION_TRACKER_ID',
  'AFFILIATE_PUBLISHER_ID',
  'AFFILIATE_REPORTED_STATUS',
] as const;

export function affiliatePublicEnv(): Plugin {
  return {
    name: 'domainary:affiliate-public-env',
    async config() {
      const vars = await wranglerVars();
      const define: Record<string, string> = {};
      for (const name of publicAffiliateVars) {
        const value = process.env[`VITE_${name}`] ?? process.env[name] ?? vars[name] ?? '';
        define[`import.meta.env.VITE_${name}`] = JSON.stringify(value);
      }
      return { define };
    },
  };
}
