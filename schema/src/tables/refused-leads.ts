import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Clicks and orders the worker refused, kept so the operator can see an attack: which
 * client network sent them, for which name and click id, and why. Nothing reads them to
 * decide anything; the scheduled purge deletes them after their retention.
 */
export const refusedLeads = sqliteTable(
  'refused_leads',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['click', 'order'] }).notNull(),
    /** The error code the client was answered with, or the landing URL's fault. */
    reason: text('reason').notNull(),
    /** The IPv4 /24 or IPv6 /48 the request came from. */
    clientNetwork: text('client_network').notNull(),
    domain: text('domain'),
    clickId: text('click_id'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('refused_leads_created_idx').on(t.createdAt)],
);
