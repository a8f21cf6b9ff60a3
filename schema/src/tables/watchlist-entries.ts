import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { domains } from './domains.ts';

export const watchlistEntries = sqliteTable(
  'watchlist_entries',
  {
    id: integer('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    dateAdded: text('date_added').notNull(),
  },
  (t) => [uniqueIndex('watchlist_entries_visitor_domain_idx').on(t.visitorId, t.domainId)],
);
