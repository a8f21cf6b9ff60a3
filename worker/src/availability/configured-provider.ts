import * as z from 'zod';
import type { Database } from '../db/database.ts';
import type { AvailabilityProvider } from './provider.ts';
import { rdapProvider } from './rdap-provider.ts';
import { type LookupRequester, registryBudget } from './registry-budget.ts';
import { registryProvider } from './registry-provider.ts';

/** `RDAP_SERVERS`: optional JSON object of extension -> RDAP base URL, ahead of the bootstrap file. */
const rdapServers = z.record(z.string(), z.url({ protocol: /^https?$/ }));

/** `DOH_URL`: optional DNS-over-HTTPS JSON endpoint that confirms a registry's "not found". */
const dohUrl = z.url({ protocol: /^https?$/ }).optional();

/** `REGISTRY_RATE_LIMITS`: optional JSON object of registry host -> lookups a second, ahead of the defaults. */
const registryRates = z.record(z.string(), z.number().positive());

interface ProviderEnv {
  AVAILABILITY_PROVIDER?: string;
  RDAP_SERVERS?: string;
  DOH_URL?: string;
  REGISTRY_RATE_LIMITS?: string;
}

/** The registry lookups a deployment makes: its RDAP servers, DNS resolver and host rates. */
export function rdapSettings(env: ProviderEnv) {
  return {
    servers: env.RDAP_SERVERS ? rdapServers.parse(JSON.parse(env.RDAP_SERVERS)) : {},
    dohUrl: dohUrl.parse(env.DOH_URL || undefined),
    rates: env.REGISTRY_RATE_LIMITS ? registryRates.parse(JSON.parse(env.REGISTRY_RATE_LIMITS)) : {},
  };
}

/** Whether the deployment asks registries at all (`AVAILABILITY_PROVIDER=rdap`). */
export const asksRegistries = (env: ProviderEnv) => (env.AVAILABILITY_PROVIDER || 'registry') === 'rdap';

/**
 * The provider `AVAILABILITY_PROVIDER` names. `registry` (the default) is offline: it asks
 * nobody and answers from the local database; `rdap` asks each registry's RDAP server,
 * confirms a "not found" over DNS-over-HTTPS, and caches the answers in D1. Every lookup is
 * paid from the registry's shared budget under the requester's share.
 */
export function availabilityProviderFor(
  env: ProviderEnv,
  db: Database,
  requester: LookupRequester,
): AvailabilityProvider {
  const name = env.AVAILABILITY_PROVIDER || 'registry';
  switch (name) {
    case 'registry':
      return registryProvider(db);
    case 'rdap': {
      const { servers, dohUrl, rates } = rdapSettings(env);
      const now = () => new Date();
      return rdapProvider({ db, servers, dohUrl, budget: registryBudget(db, requester, now, rates) });
    }
    default:
      throw new Error(`AVAILABILITY_PROVIDER "${name}" is not a known provider (registry, rdap)`);
  }
}
