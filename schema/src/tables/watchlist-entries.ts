import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * A name a visitor watches, by name and extension rather than by domain id: any valid name can
 * be watched, listed or not, and an entry outlives its listing (a reseed or an import that
 * drops the name). Reads join `domains` on the name for the listed ones.
 */
export const watchlistEntries = sqliteTable(
  'watchlist_entries',
  {
    id: integer('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    dateAdded: text('date_added').notNull(),
  },
  (t) => [
    uniqueIndex('watchlist_entries_visitor_name_idx').on(t.visitorId, t.name, t.extension),
    // The drop radar asks whether anyone still watches a name.
    index('watchlist_entries_name_idx').on(t.name, t.extension),
  ],
);
