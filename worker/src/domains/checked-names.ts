import type { AvailabilityAnswer } from '@domainary/schema/contracts/availability.ts';
import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import { reconciledStatus, statusOfUnlisted } from './domain-candidates.ts';
import { namesWithAnswers } from './names-with-answers.ts';

/**
 * The live check a page asks for after it has shown its results: each name's answer from the
 * configured provider (registries asked now, within the provider's lookup cap and its cache),
 * with the listing status that answer leaves, so the page never reconciles on its own.
 */
export async function checkedNames(
  db: Database,
  provider: AvailabilityProvider,
  names: readonly DomainName[],
  withRecord: boolean,
): Promise<AvailabilityAnswer[]> {
  const unique = [...new Map(names.map((n) => [fqdnOf(n), n])).values()];
  const { stored, answers } = await namesWithAnswers(db, provider, unique, { ask: 'live', withRecord });
  return unique.map((name) => {
    const fqdn = fqdnOf(name);
    const availability = answers.get(fqdn) ?? provider.unanswered;
    const row = stored.get(fqdn);
    const status = row ? reconciledStatus(row.status, availability) : statusOfUnlisted[availability.status];
    return { fqdn, status, availability };
  });
}
