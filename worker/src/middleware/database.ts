import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { createDatabase } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';

/**
 * Hands each request its drizzle client and reports, in Server-Timing, how long the
 * request took and how many rows the database read for it (what D1 bills).
 */
export const provideDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const tally = newTally();
  const { db, backend } = createDatabase(c.env, tally);
  c.set('db', db);
  c.set('dbBackend', backend);
  c.set('rowsTally', tally);
  await next();
  const metered = `rows_read=${tally.rowsRead} rows_written=${tally.rowsWritten} statements=${tally.statements} unmetered=${tally.unmetered}`;
  c.res.headers.append(
    'Server-Timing',
    `app;dur=${(performance.now() - started).toFixed(1)}, db;desc="${metered}"`,
  );
});
