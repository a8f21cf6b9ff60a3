import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { AvailabilityProvider, DomainName } from '../availability/index.ts';
import { registryAnswer } from '../availability/registry-provider.ts';
import type { Database } from '../db/database.ts';
import type { DomainRow } from './data/domain-row.ts';
import { domainRowsByName } from './data/domain-rows-by-name.ts';

/**
 * The stored rows of some names and the configured provider's answers for them, by fqdn.
 * The registry provider would only read the same rows again, so its answers come from the
 * rows already read; any other provider is asked while the rows are read.
 */
export async function namesWithAnswers(
  db: Database,
  provider: AvailabilityProvider,
  names: readonly DomainName[],
): Promise<{ stored: Map<string, DomainRow>; answers: Map<string, Availability> }> {
  const reading = domainRowsByName(db, names);
  if (provider.source === 'registry') {
    const stored = await reading;
    return { stored, answers: new Map([...stored].map(([fqdn, row]) => [fqdn, registryAnswer(row)])) };
  }
  const [stored, answers] = await Promise.all([reading, provider.check(names)]);
  return { stored, answers };
}
