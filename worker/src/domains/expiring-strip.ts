import type { Domain } from '@domainary/schema/contracts/domains.ts';
import { cachePerBinding } from '../db/cache-per-binding.ts';
import type { Database } from '../db/database.ts';
import { expiringPopularComRows } from './data/domain-lookups.ts';
import { storedDomains } from './stored-domains.ts';

/**
 * How long one isolate answers the expiring strip from its last read. The strip is the same
 * for every visitor on a day and changes only when a data load or an import changes the
 * stored names; its answer already tells browsers to keep it for five minutes. A minute here
 * saves its two statements on every other home-page visit an isolate serves.
 */
const STRIP_SECONDS = 60;

/**
 * The strips an isolate read last, per database binding (as the data-load mark is: a host
 * that brings each run a new binding over a reloaded file must not see another file's
 * strip), by day and length: at most 24 lengths, a handful of entries a day.
 */
const stripsOf = cachePerBinding<Domain[]>({ max: 48, ttl: STRIP_SECONDS * 1000 });

/** The most popular .com names expiring soonest from `day`, read at most once a minute per isolate. */
export async function expiringStrip(
  binding: object,
  db: Database,
  limit: number,
  now: Date,
): Promise<Domain[]> {
  const strips = stripsOf(binding);
  const day = now.toISOString().slice(0, 10);
  const key = `${day} ${limit}`;
  const known = strips.get(key);
  if (known) return known;
  const strip = await storedDomains(binding, db, await expiringPopularComRows(db, limit, day), now);
  strips.set(key, strip);
  return strip;
}
