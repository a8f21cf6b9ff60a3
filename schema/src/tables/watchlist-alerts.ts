import { sql } from 'drizzle-orm';
import { primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * A watchlist's private feeds (Atom and calendar) are read at a capability URL holding
 * `token`. One row per visitor who has asked for their feeds; a null token means the visitor
 * turned the feeds off, so none is made again until they ask.
 */
export const watchlistFeeds = sqliteTable(
  'watchlist_feeds',
  {
    visitorId: text('visitor_id').primaryKey(),
    token: text('token'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('watchlist_feeds_token_idx').on(t.token).where(sql`${t.token} is not null`)],
);

/**
 * A visitor's Web Push subscription (the browser's push endpoint and its RFC 8291 keys): one per
 * visitor, replaced when they subscribe again, deleted when they turn alerts off or are purged.
 */
export const pushSubscriptions = sqliteTable('push_subscriptions', {
  visitorId: text('visitor_id').primaryKey(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  createdAt: text('created_at').notNull(),
});

/**
 * The stages one watched name alerts its visitor at, comma-separated; a name without a row
 * alerts at every stage a buyer acts on.
 */
export const pushAlertStages = sqliteTable(
  'push_alert_stages',
  {
    visitorId: text('visitor_id').notNull(),
    fqdn: text('fqdn').notNull(),
    stages: text('stages').notNull(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.fqdn] })],
);
