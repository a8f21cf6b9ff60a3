import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * Takes one lookup from a pool's count for the window, unless the pool is at its limit or the
 * host asked to be left alone: one statement, so two isolates cannot both take the last one.
 * True when the lookup may be sent.
 */
export async function takeFromPool(
  db: Database,
  slot: { host: string; windowStart: number; pool: string; limit: number; nowSeconds: number },
): Promise<boolean> {
  const { host, windowStart, pool, limit, nowSeconds } = slot;
  const open = sql`not exists (select 1 from registry_backoff where host = ${host} and until > ${nowSeconds})`;
  const taken = await db.all<{ used: number }>(sql`
    insert into registry_budget (host, window_start, pool, used)
    select ${host}, ${windowStart}, ${pool}, 1 where ${open} and ${limit} > 0
    on conflict (host, window_start, pool) do update set used = used + 1
      where registry_budget.used < ${limit} and ${open}
    returning used`);
  return taken.length > 0;
}

/** The host said to wait (429 with Retry-After): no lookup goes to it before `until`. */
export async function holdHost(db: Database, host: string, until: number): Promise<void> {
  await db.run(sql`
    insert into registry_backoff (host, until) values (${host}, ${until})
    on conflict (host) do update set until = max(registry_backoff.until, excluded.until)`);
}

/** Windows that ended before `before` (Unix seconds), at most `limit` rows a call. */
export async function dropOldWindows(db: Database, before: number, limit: number): Promise<number> {
  const gone = await db.all(sql`
    delete from registry_budget where (host, window_start, pool) in (
      select host, window_start, pool from registry_budget where window_start < ${before} limit ${limit})
    returning 1`);
  return gone.length;
}
