import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { createDatabase } from '../db/create-database.ts';
import { BOOKMARK_HEADER, sessionStart } from '../db/d1-session.ts';
import { newTally } from '../db/rows-read-meter.ts';

/**
 * Off in production, where the figures would tell anyone how much each query reads.
 * `wrangler types` types the var as its wrangler.toml value; `--var` and .dev.vars override it.
 */
const serverTimingOn = (setting: string) => setting === 'on';

/**
 * Hands each request its drizzle client over one D1 session (read replicas when the client's
 * bookmark allows, the primary for writes), returns the session's bookmark in
 * x-d1-bookmark, and, where SERVER_TIMING is "on", reports in Server-Timing how long the
 * request took and how many rows the database read for it (what D1 bills).
 */
export const provideDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const tally = newTally();
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.header(BOOKMARK_HEADER)));
  const { db, backend } = createDatabase(
    { DB: session, LIBSQL_URL: c.env.LIBSQL_URL, LIBSQL_AUTH_TOKEN: c.env.LIBSQL_AUTH_TOKEN },
    tally,
  );
  c.set('db', db);
  c.set('dbBackend', backend);
  c.set('rowsTally', tally);
  await next();
  const bookmark = backend === 'd1' ? session.getBookmark() : null;
  if (bookmark) c.res.headers.set(BOOKMARK_HEADER, bookmark);
  if (!serverTimingOn(c.env.SERVER_TIMING)) return;
  const metered = `rows_read=${tally.rowsRead} rows_written=${tally.rowsWritten} statements=${tally.statements} unmetered=${tally.unmetered} heaviest_statement_rows=${tally.heaviestStatementRows} slowest_statement_ms=${tally.slowestStatementMs.toFixed(1)}`;
  c.res.headers.append(
    'Server-Timing',
    `app;dur=${(performance.now() - started).toFixed(1)}, db;desc="${metered}"`,
  );
});
