import { type AvailabilityAnswer, MAX_AVAILABILITY_NAMES } from '@domainary/schema/contracts/availability.ts';
import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import useSWR from 'swr';
import { fqdnOf } from '../ui/fqdn.ts';
import { askAvailability } from './domains-api.ts';

type CheckKey = readonly [path: '/api/availability', names: string, withRecord: boolean];

/** One request per cap's worth of names, all at once. */
async function checkLive([path, names, withRecord]: CheckKey): Promise<Map<string, AvailabilityAnswer>> {
  const all = names.split(',');
  const batches: string[][] = [];
  for (let i = 0; i < all.length; i += MAX_AVAILABILITY_NAMES)
    batches.push(all.slice(i, i + MAX_AVAILABILITY_NAMES));
  const results = await Promise.all(batches.map((batch) => askAvailability(path, batch, withRecord)));
  return new Map(results.flatMap((r) => r.answers).map((a) => [a.fqdn, a]));
}

/** A domain as a live answer leaves it: its status, whether it can be bought and when it was checked. */
function withAnswer(domain: DomainCandidate, answer: AvailabilityAnswer): DomainCandidate {
  return {
    ...domain,
    status: answer.status,
    available: answer.status === 'available',
    availability: answer.availability,
    lastChecked: answer.availability.checkedAt ?? domain.lastChecked,
  };
}

/** What a name shows when the page could not ask: not checked, never available. */
function unasked(domain: DomainCandidate): DomainCandidate {
  return {
    ...domain,
    availability: {
      status: 'unknown',
      source: 'registry',
      confidence: 'none',
      checkedAt: null,
      reason: 'lookup_failed',
      registryRecord: null,
    },
  };
}

/**
 * The live check that follows the results: the names the search left `pending` are asked of
 * the registries once the cards are on screen (which show "Checking…" meanwhile), and each card
 * then shows its answer. Returns the domains as the answers leave them.
 */
export function useLiveAvailability(domains: readonly DomainCandidate[]): DomainCandidate[] {
  const pending = [
    ...new Set(domains.filter((d) => d.availability.reason === 'pending').map((d) => fqdnOf(d))),
  ];
  const key: CheckKey | null = pending.length > 0 ? ['/api/availability', pending.join(','), false] : null;
  const { data, error } = useSWR(key, checkLive, { revalidateOnFocus: false, revalidateIfStale: false });
  return domains.map((d) => {
    if (d.availability.reason !== 'pending') return d;
    const answer = data?.get(fqdnOf(d));
    if (answer) return withAnswer(d, answer);
    return error ? unasked(d) : d;
  });
}

/**
 * The details dialog's own check: the name asked of its registry when the dialog opens, with
 * the registry's record of a registered name. Until it answers, the name shows "Checking…".
 */
export function useDetailsCheck(domain: DomainCandidate): DomainCandidate {
  const fqdn = fqdnOf(domain);
  const { data, error } = useSWR<Map<string, AvailabilityAnswer>, unknown, CheckKey>(
    ['/api/availability', fqdn, true],
    checkLive,
    { revalidateOnFocus: false },
  );
  const answer = data?.get(fqdn);
  if (answer) return withAnswer(domain, answer);
  if (error) return unasked(domain);
  return {
    ...domain,
    availability: {
      status: 'unknown',
      source: domain.availability.source,
      confidence: 'none',
      checkedAt: null,
      reason: 'pending',
      registryRecord: null,
    },
  };
}
