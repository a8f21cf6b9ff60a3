import * as z from 'zod';
import type { Database } from '../db/database.ts';
import type { AvailabilityProvider } from './provider.ts';
import { rdapProvider } from './rdap-provider.ts';
import { registryProvider } from './registry-provider.ts';

/** `RDAP_SERVERS`: optional JSON object of extension -> RDAP base URL, ahead of the bootstrap file. */
const rdapServers = z.record(z.string(), z.url({ protocol: /^https?$/ }));

/** `DOH_URL`: optional DNS-over-HTTPS JSON endpoint that confirms a registry's "not found". */
const dohUrl = z.url({ protocol: /^https?$/ }).optional();

/**
 * The provider `AVAILABILITY_PROVIDER` names. `registry` (the default) is offline: it asks
 * nobody and answers from the local database; `rdap` asks each registry's RDAP server,
 * confirms a "not found" over DNS-over-HTTPS, and caches the answers in D1.
 */
export function availabilityProviderFor(
  env: { AVAILABILITY_PROVIDER?: string; RDAP_SERVERS?: string; DOH_URL?: string },
  db: Database,
): AvailabilityProvider {
  const name = env.AVAILABILITY_PROVIDER || 'registry';
  switch (name) {
    case 'registry':
      return registryProvider(db);
    case 'rdap':
      return rdapProvider({
        db,
        servers: env.RDAP_SERVERS ? rdapServers.parse(JSON.parse(env.RDAP_SERVERS)) : {},
        dohUrl: dohUrl.parse(env.DOH_URL || undefined),
      });
    default:
      throw new Error(`AVAILABILITY_PROVIDER "${name}" is not a known provider (registry, rdap)`);
  }
}
