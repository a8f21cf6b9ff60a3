import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import type * as tables from '../../../schema/src/tables/index.ts';

/** The drizzle client every query module takes, whichever backend sits behind it. */
export type Database = BaseSQLiteDatabase<'async', unknown, typeof tables>;
export type DatabaseBackend = 'd1' | 'libsql';
