import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The load in progress, if any: at most one row (id 1), written by a remote seed or publish
 * before it clears the seeded tables and deleted after its last file. While it is there the
 * API answers 503 with a maintenance notice rather than serve half-cleared tables. A run
 * killed outright leaves it, and the notice, until the next full run or a Time Travel restore.
 */
export const dataLoads = sqliteTable(
  'data_loads',
  {
    id: integer('id').primaryKey(),
    startedAt: text('started_at').notNull(),
  },
  // A second load would find the first's row rather than add its own beside it.
  (table) => [check('data_loads_single_row', sql`${table.id} = 1`)],
);
