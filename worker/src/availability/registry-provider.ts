import { and, eq, inArray } from 'drizzle-orm';
import { domains } from '../../../schema/src/tables/index.ts';
import type { Database } from '../db/database.ts';
import { type AvailabilityProvider, type DomainName, fqdnOf, notChecked } from './provider.ts';

/** D1 binds at most 100 parameters per statement; one is the extension. */
const NAMES_PER_QUERY = 90;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The local database as the registry: a name in `domains` that is marked unavailable or
 * belongs to a company is registered, one marked available is available as of its last
 * check, and a name not in the table is unknown. Names are looked up per extension in
 * batches through the (name, extension) unique index, so a list costs one query.
 */
export function registryProvider(db: Database): AvailabilityProvider {
  return {
    source: 'registry',
    async check(names: readonly DomainName[]) {
      const answers = new Map(names.map((n) => [fqdnOf(n), notChecked('registry')]));
      const labelsByExtension = new Map<string, Set<string>>();
      for (const { label, extension } of names) {
        const set = labelsByExtension.get(extension) ?? new Set<string>();
        set.add(label);
        labelsByExtension.set(extension, set);
      }
      const queries = [...labelsByExtension].flatMap(([extension, labels]) =>
        chunks([...labels], NAMES_PER_QUERY).map((batch) =>
          db
            .select({
              name: domains.name,
              extension: domains.extension,
              available: domains.available,
              companyId: domains.companyId,
              lastChecked: domains.lastChecked,
            })
            .from(domains)
            .where(and(eq(domains.extension, extension), inArray(domains.name, batch))),
        ),
      );
      for (const rows of await Promise.all(queries)) {
        for (const row of rows) {
          const registered = !row.available || row.companyId !== null;
          answers.set(fqdnOf({ label: row.name, extension: row.extension }), {
            status: registered ? 'registered' : 'available',
            source: 'registry',
            confidence: 'medium',
            checkedAt: row.lastChecked,
          });
        }
      }
      return answers;
    },
  };
}
