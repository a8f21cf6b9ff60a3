import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Lookups sent to one registry host in one window, per pool: `total`, `visitors`, `radar`,
 * and `client:<key>` for one visitor's address. Every registry lookup reserves here first
 * (worker/src/availability/registry-budget.ts); old windows are deleted by the tracking job.
 */
export const registryBudget = sqliteTable(
  'registry_budget',
  {
    host: text('host').notNull(),
    /** Unix seconds at the window's start. */
    windowStart: integer('window_start').notNull(),
    pool: text('pool').notNull(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.host, t.windowStart, t.pool] }),
    index('registry_budget_window_idx').on(t.windowStart),
  ],
);

/** A registry host that answered 429: no lookup is sent to it before `until` (Unix seconds). */
export const registryBackoff = sqliteTable('registry_backoff', {
  host: text('host').primaryKey(),
  until: integer('until').notNull(),
});
