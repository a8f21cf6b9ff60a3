import { sql } from 'drizzle-orm';
import { type DomainName, fqdnOf } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import type { DomainRow } from './domain-record.ts';

/** D1 binds at most 100 parameters per statement; one is the extension. */
const LABELS_PER_QUERY = 90;

/**
 * The stored rows of a list of names, by fqdn: one indexed query per extension (and per 90
 * labels), through the unique (name, extension) index.
 */
export async function domainRowsByName(
  db: Database,
  names: readonly DomainName[],
): Promise<Map<string, DomainRow>> {
  const labels = new Map<string, Set<string>>();
  for (const { label, extension } of names)
    labels.set(extension, (labels.get(extension) ?? new Set()).add(label));
  const queries: Promise<DomainRow[]>[] = [];
  for (const [extension, set] of labels) {
    const all = [...set];
    for (let i = 0; i < all.length; i += LABELS_PER_QUERY) {
      const batch = all.slice(i, i + LABELS_PER_QUERY);
      queries.push(
        db.all<DomainRow>(
          sql`select d.* from domains d where d.extension = ${extension} and d.name in ${batch}`,
        ),
      );
    }
  }
  const found = new Map<string, DomainRow>();
  for (const rows of await Promise.all(queries)) {
    for (const row of rows) found.set(fqdnOf({ label: row.name, extension: row.extension }), row);
  }
  return found;
}
