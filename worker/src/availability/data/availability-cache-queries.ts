import type { availabilityCache } from '@domainary/schema/tables/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { StoredRow } from '../../db/stored-row.ts';

/** One definitive registry answer as `availability_cache` keeps it. */
export type CachedAnswer = typeof availabilityCache.$inferSelect;

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_READ = 90;
const ROWS_PER_WRITE = 16;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Answers still within their time to live, by fqdn. */
export async function freshAnswers(
  db: Database,
  fqdns: readonly string[],
  now: Date,
): Promise<Map<string, CachedAnswer>> {
  const found = new Map<string, CachedAnswer>();
  const reads = chunks(fqdns, KEYS_PER_READ).map((batch) =>
    db.all<StoredRow<typeof availabilityCache>>(
      sql`select * from availability_cache where fqdn in ${batch} and expires_at > ${now.toISOString()}`,
    ),
  );
  for (const rows of await Promise.all(reads)) {
    for (const r of rows) {
      found.set(r.fqdn, {
        fqdn: r.fqdn,
        registered: r.registered === 1,
        registrar: r.registrar,
        source: r.source,
        checkedAt: r.checked_at,
        expiresAt: r.expires_at,
      });
    }
  }
  return found;
}

export async function storeAnswers(db: Database, answers: readonly CachedAnswer[]): Promise<void> {
  for (const batch of chunks(answers, ROWS_PER_WRITE)) {
    const values = sql.join(
      batch.map(
        (a) =>
          sql`(${a.fqdn}, ${a.registered ? 1 : 0}, ${a.registrar}, ${a.source}, ${a.checkedAt}, ${a.expiresAt})`,
      ),
      sql`, `,
    );
    await db.run(sql`
      insert into availability_cache (fqdn, registered, registrar, source, checked_at, expires_at)
      values ${values}
      on conflict (fqdn) do update set registered = excluded.registered, registrar = excluded.registrar,
        source = excluded.source, checked_at = excluded.checked_at, expires_at = excluded.expires_at`);
  }
}
