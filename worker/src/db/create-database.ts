import { createClient } from '@libsql/client/web';
import { drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql/web';
import type { Database, DatabaseBackend } from './database.ts';
import { batchConcurrentReads } from './read-batching.ts';
import { meterD1, type RowsTally } from './rows-read-meter.ts';

/** What queries need of D1: the binding itself, or one of its sessions (d1-session.ts). */
type D1Queryable = Pick<D1Database, 'prepare' | 'batch'>;

export interface DatabaseConfig {
  DB: D1Queryable;
  LIBSQL_URL?: string;
  LIBSQL_AUTH_TOKEN?: string;
}

/**
 * One factory for both backends, same schema and same queries: D1 by default, libSQL / Turso when
 * LIBSQL_URL is configured. Query modules never know which one they talk to.
 */
export function createDatabase(
  config: DatabaseConfig,
  tally: RowsTally,
): { db: Database; backend: DatabaseBackend } {
  if (config.LIBSQL_URL) {
    const client = createClient({ url: config.LIBSQL_URL, authToken: config.LIBSQL_AUTH_TOKEN });
    return { db: drizzleLibsql(client) as unknown as Database, backend: 'libsql' };
  }
  return {
    db: drizzleD1(meterD1(batchConcurrentReads(config.DB), tally) as D1Database) as unknown as Database,
    backend: 'd1',
  };
}
