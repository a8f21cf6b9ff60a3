import { sql } from 'drizzle-orm';
import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The last day (UTC, YYYY-MM-DD) each visitor who owns rows used the site. The scheduled
 * purge deletes the rows of visitors idle longer than their cookie lives, and of visitors
 * who never came back after their first day once they are idle a few days; a day's
 * granularity keeps the bookkeeping to one write per visitor per day.
 */
export const visitorActivity = sqliteTable(
  'visitor_activity',
  {
    visitorId: text('visitor_id').primaryKey(),
    lastActiveDay: text('last_active_day').notNull(),
    /**
     * The day the visitor first stored a row; null for visitors recorded before it was kept.
     * A visitor active on one day only is purged after days, not after their cookie's year.
     */
    firstActiveDay: text('first_active_day'),
  },
  (t) => [
    index('visitor_activity_last_active_day_idx').on(t.lastActiveDay),
    index('visitor_activity_single_day_idx')
      .on(t.lastActiveDay)
      .where(sql`${t.firstActiveDay} = ${t.lastActiveDay}`),
  ],
);
