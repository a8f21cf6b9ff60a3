import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

/**
 * The drizzle client every query module takes, whichever backend sits behind it. Queries use
 * the query builder and sql, not drizzle's relational API, so the client carries no schema:
 * building one with a schema re-derives every table's relations on each request, CPU that
 * every route pays (`npm run bench -- --only "health"` reports CPU per request, and
 * `node worker/bench/profile.ts` shows where it goes).
 */
export type Database = BaseSQLiteDatabase<'async', unknown>;
export type DatabaseBackend = 'd1' | 'libsql';
