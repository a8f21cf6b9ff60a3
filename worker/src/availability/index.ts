import type { Database } from '../db/database.ts';
import type { AvailabilityProvider } from './provider.ts';
import { registryProvider } from './registry-provider.ts';

export type { AvailabilityProvider, DomainName } from './provider.ts';
export { fqdnOf, notChecked } from './provider.ts';

/**
 * The provider `AVAILABILITY_PROVIDER` names. `registry` (the default) needs no network;
 * `rdap` is added here when it exists.
 */
export function availabilityProviderFor(
  env: { AVAILABILITY_PROVIDER?: string },
  db: Database,
): AvailabilityProvider {
  const name = env.AVAILABILITY_PROVIDER || 'registry';
  switch (name) {
    case 'registry':
      return registryProvider(db);
    default:
      throw new Error(`AVAILABILITY_PROVIDER "${name}" is not a known provider (registry)`);
  }
}
