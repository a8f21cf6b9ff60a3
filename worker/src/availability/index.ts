import * as z from 'zod';
import type { Database } from '../db/database.ts';
import type { AvailabilityProvider } from './provider.ts';
import { rdapProvider } from './rdap-provider.ts';
import { registryProvider } from './registry-provider.ts';

export type { AvailabilityProvider, DomainName } from './provider.ts';
export { fqdnOf, notChecked } from './provider.ts';

/** `RDAP_SERVERS`: optional JSON object of extension -> RDAP base URL, ahead of the bootstrap file. */
const rdapServers = z.record(z.string(), z.url({ protocol: /^https?$/ }));

/**
 * The provider `AVAILABILITY_PROVIDER` names. `registry` (the default) needs no network;
 * `rdap` asks each registry's RDAP server and caches the answers in D1.
 */
export function availabilityProviderFor(
  env: { AVAILABILITY_PROVIDER?: string; RDAP_SERVERS?: string },
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
      });
    default:
      throw new Error(`AVAILABILITY_PROVIDER "${name}" is not a known provider (registry, rdap)`);
  }
}
