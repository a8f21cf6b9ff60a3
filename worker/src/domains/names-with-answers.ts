import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import { storedRowsByName } from '../availability/data/stored-rows-by-name.ts';
import type { AvailabilityProvider, CheckOptions } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import type { DomainRow } from './data/domain-row.ts';

/**
 * How far to go for an answer: `known` takes what needs no registry (cached answers, the rest
 * pending, so a search answers at once); `live` asks the registries now.
 */
export type AnswerDepth = { ask: 'known' } | ({ ask: 'live' } & CheckOptions);

/**
 * The stored rows of some names and the configured provider's answers for them, by fqdn.
 * The offline provider would only read the same rows again, so its answers come from the
 * rows already read; a live provider is asked while the rows are read. `readElsewhere` is
 * the rows as another statement reads them (null when it read none, so they are read here).
 */
export async function namesWithAnswers(
  db: Database,
  provider: AvailabilityProvider,
  names: readonly DomainName[],
  depth: AnswerDepth,
  readElsewhere: Promise<Map<string, DomainRow> | null> = Promise.resolve(null),
): Promise<{ stored: Map<string, DomainRow>; answers: Map<string, Availability> }> {
  const reading = readElsewhere.then((rows) => rows ?? storedRowsByName(db, names));
  if (provider.fromListings) {
    const stored = await reading;
    return { stored, answers: provider.fromListings(stored) };
  }
  const answering = depth.ask === 'known' ? provider.known(names) : provider.check(names, depth);
  const [stored, answers] = await Promise.all([reading, answering]);
  return { stored, answers };
}
