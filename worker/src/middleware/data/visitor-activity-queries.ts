import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';

/** Every table whose rows belong to one visitor and go when that visitor is purged. */
export const visitorTables = [
  'watchlist_entries',
  'module_progress',
  'quiz_attempts',
  'earned_badges',
  'affiliate_clicks',
  'watchlist_feeds',
  'push_subscriptions',
  'push_alert_stages',
] as const;

const ownsRows = (visitorId: string): SQL =>
  sql.join(
    visitorTables.map(
      (table) => sql`exists (select 1 from ${sql.identifier(table)} where visitor_id = ${visitorId})`,
    ),
    sql` or `,
  );

/**
 * Records `day` (YYYY-MM-DD) as the visitor's last day of activity (and, on their first
 * record, as their first day), only when they own rows
 * (a visitor with nothing stored has nothing to purge, so a script that drops its cookie adds
 * no bookkeeping) and only when the stored day is older: at most one row written a day.
 */
export async function recordVisitorActivity(db: Database, visitorId: string, day: string): Promise<void> {
  await retryTransient(() =>
    db.run(sql`
      insert into visitor_activity (visitor_id, last_active_day, first_active_day)
      select ${visitorId}, ${day}, ${day} where ${ownsRows(visitorId)}
      on conflict (visitor_id) do update set last_active_day = excluded.last_active_day
        where visitor_activity.last_active_day < excluded.last_active_day`),
  );
}
