import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';

/**
 * The drizzle client every query module takes, whichever backend sits behind it. Queries use
 * the query builder and sql, not drizzle's relational API, so the client carries no schema:
 * building one with a schema re-derives every table's relations on each request (about
 * 1.3 ms of CPU in workerd, measured with the V8 profiler).
 */
export type Database = BaseSQLiteDatabase<'async', unknown>;
export type DatabaseBackend = 'd1' | 'libsql';
