import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { Database } from '../db/database.ts';
import type { DomainRow } from '../domains/data/domain-row.ts';
import { domainRowsByName } from '../domains/data/domain-rows-by-name.ts';
import { type AvailabilityProvider, type DomainName, fqdnOf, notChecked } from './provider.ts';

/**
 * What the local registry knows of a stored name: one that is marked unavailable or belongs
 * to a company is registered, one marked available is available as of its last check.
 */
export function registryAnswer(
  row: Pick<DomainRow, 'available' | 'company_id' | 'last_checked'>,
): Availability {
  const registered = row.available !== 1 || row.company_id !== null;
  return {
    status: registered ? 'registered' : 'available',
    source: 'registry',
    confidence: 'medium',
    checkedAt: row.last_checked,
  };
}

/**
 * The local database as the registry; a name not in the table is unknown. Names are looked
 * up per extension in batches through the (name, extension) unique index.
 */
export function registryProvider(db: Database): AvailabilityProvider {
  return {
    source: 'registry',
    async check(names: readonly DomainName[]) {
      const answers = new Map(names.map((n) => [fqdnOf(n), notChecked('registry')]));
      for (const [fqdn, row] of await domainRowsByName(db, names)) {
        answers.set(fqdn, registryAnswer(row));
      }
      return answers;
    },
  };
}
