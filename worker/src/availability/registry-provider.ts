import type { Availability } from '@domainary/schema/contracts/availability.ts';
import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { Database } from '../db/database.ts';
import { storedRowsByName } from './data/stored-rows-by-name.ts';
import { type AvailabilityProvider, notChecked, type StoredListing } from './provider.ts';

/**
 * What the local database lists for a stored name: one that is marked unavailable or belongs
 * to a company is registered, one marked available is available. The listings are the seed's
 * sample data, so nobody checked them: no check time, low confidence.
 */
export function sampleAnswer(row: StoredListing): Availability {
  const registered = row.available !== 1 || row.company_id !== null;
  return {
    status: registered ? 'registered' : 'available',
    source: 'sample',
    confidence: 'low',
    checkedAt: null,
    reason: null,
    registryRecord: null,
  };
}

/** Offline: nobody is asked; a listed name has its sample listing, any other is not checked. */
const offlineAnswer = notChecked('offline', 'offline');

/**
 * The offline provider: the local database's listings, looked up per extension in batches
 * through the (name, extension) unique index.
 */
export function registryProvider(db: Database): AvailabilityProvider {
  const check = async (names: readonly DomainName[]) => {
    const answers = new Map(names.map((n) => [fqdnOf(n), offlineAnswer]));
    for (const [fqdn, row] of await storedRowsByName(db, names)) answers.set(fqdn, sampleAnswer(row));
    return answers;
  };
  const fromListings = (listings: ReadonlyMap<string, StoredListing>) =>
    new Map([...listings].map(([fqdn, row]) => [fqdn, sampleAnswer(row)]));
  return { mode: 'offline', unanswered: offlineAnswer, check, known: check, fromListings };
}
