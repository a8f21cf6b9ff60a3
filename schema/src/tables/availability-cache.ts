import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * RDAP answers kept for a TTL so repeated checks of one name cost one upstream call; the
 * scheduled purge deletes expired ones through the expiry index.
 */
export const availabilityCache = sqliteTable(
  'availability_cache',
  {
    fqdn: text('fqdn').primaryKey(),
    registered: integer('registered', { mode: 'boolean' }).notNull(),
    registrar: text('registrar'),
    source: text('source').notNull(),
    checkedAt: text('checked_at').notNull(),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('availability_cache_expires_at_idx').on(t.expiresAt)],
);
