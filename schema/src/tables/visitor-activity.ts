import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The last day (UTC, YYYY-MM-DD) each visitor who owns rows used the site. The scheduled
 * purge deletes the rows of visitors idle longer than their cookie lives; a day's
 * granularity keeps the bookkeeping to one write per visitor per day.
 */
export const visitorActivity = sqliteTable(
  'visitor_activity',
  {
    visitorId: text('visitor_id').primaryKey(),
    lastActiveDay: text('last_active_day').notNull(),
  },
  (t) => [index('visitor_activity_last_active_day_idx').on(t.lastActiveDay)],
);
