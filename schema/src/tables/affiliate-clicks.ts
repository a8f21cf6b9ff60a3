import { sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The affiliate click id each visitor first landed with, as the worker read it from the
 * landing URL. A conversion is attributed only to the click recorded here for its own
 * visitor, so a click id copied from elsewhere earns nothing. One row per visitor: a later
 * landing replaces it only once it is past the network's window.
 */
export const affiliateClicks = sqliteTable('affiliate_clicks', {
  visitorId: text('visitor_id').primaryKey(),
  clickId: text('click_id').notNull(),
  landedAt: text('landed_at').notNull(),
});
