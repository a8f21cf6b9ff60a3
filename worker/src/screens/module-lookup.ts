import { createDatabase, type DatabaseConfig } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';
import { findModule } from '../learning/index.ts';
import type { ModuleExists } from './screen-response.ts';

/**
 * Asks the database whether a learning module exists. Page addresses do not pass through the
 * API's middleware, so this opens its own client for the one read.
 */
export function moduleLookup(config: DatabaseConfig): ModuleExists {
  return async (id) => {
    const { db } = createDatabase(config, newTally());
    return (await findModule(db, id)) !== undefined;
  };
}
