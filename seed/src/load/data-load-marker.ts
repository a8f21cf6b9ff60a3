import { dataLoads } from '@domainary/schema/tables/data-loads.ts';
import { getTableName } from 'drizzle-orm';
import { quoteIdentifier } from './sqlite-schema.ts';

const table = quoteIdentifier(getTableName(dataLoads));

/**
 * Marks a load as running, at the database's own clock when the statement runs, before it
 * clears anything: the worker answers a maintenance notice while the mark is there. A mark
 * left by a run that was killed is taken over.
 */
export const DATA_LOAD_START_STATEMENT = `INSERT OR REPLACE INTO ${table} ("id", "started_at") VALUES (1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));`;

/** Removes the mark once every file has run: the site serves the new data from then on. */
export const DATA_LOAD_END_STATEMENT = `DELETE FROM ${table};`;
