import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** RDAP answers kept for a TTL so repeated checks of one name cost one upstream call. */
export const availabilityCache = sqliteTable('availability_cache', {
  fqdn: text('fqdn').primaryKey(),
  registered: integer('registered', { mode: 'boolean' }).notNull(),
  registrar: text('registrar'),
  source: text('source').notNull(),
  checkedAt: text('checked_at').notNull(),
  expiresAt: text('expires_at').notNull(),
});
