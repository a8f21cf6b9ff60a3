import { type DomainName, fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { domains } from '@domainary/schema/tables/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { StoredRow } from '../../db/stored-row.ts';

/** A `domains` row as raw SQL returns it. */
type StoredDomainRow = StoredRow<typeof domains>;

/** D1 binds at most 100 parameters per statement, two per name. */
const NAMES_PER_QUERY = 50;

/**
 * The stored rows of a list of names, by fqdn: one statement per 50 names, each name a
 * lookup in the unique (name, extension) index.
 */
export async function storedRowsByName(
  db: Database,
  names: readonly DomainName[],
): Promise<Map<string, StoredDomainRow>> {
  const unique = [...new Map(names.map((n) => [fqdnOf(n), n])).values()];
  const queries: Promise<StoredDomainRow[]>[] = [];
  for (let i = 0; i < unique.length; i += NAMES_PER_QUERY) {
    const wanted = sql.join(
      unique.slice(i, i + NAMES_PER_QUERY).map((n) => sql`(${n.label}, ${n.extension})`),
      sql`, `,
    );
    queries.push(
      db.all<StoredDomainRow>(sql`
        with wanted(name, extension) as (values ${wanted})
        select d.* from wanted join domains d on d.name = wanted.name and d.extension = wanted.extension`),
    );
  }
  const found = new Map<string, StoredDomainRow>();
  for (const rows of await Promise.all(queries)) {
    for (const row of rows) found.set(fqdnOf({ label: row.name, extension: row.extension }), row);
  }
  return found;
}
