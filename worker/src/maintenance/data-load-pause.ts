import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { dataLoadRunning } from './data-load-running.ts';

/** How long a visitor is asked to wait: a reload of the full directory takes tens of minutes. */
export const DATA_LOAD_RETRY_AFTER_SECONDS = 300;

export const DATA_LOAD_MESSAGE =
  'Domainary is loading fresh data and will be back in a few minutes. Please try again shortly.';

/**
 * While a remote load replaces the seeded tables (file by file, with no transaction around
 * them), every API request gets a 503 with Retry-After and the maintenance notice, never a
 * page of half-cleared tables. The load marks itself in `data_loads` before it clears
 * anything and unmarks itself after its last file; an isolate looks at the mark (one key
 * lookup) at most once every few seconds (`DATA_LOAD_CHECK_SECONDS`).
 */
export const pauseDuringDataLoad = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await dataLoadRunning(c.env.DB, c.get('db')))) return next();
  c.header('Retry-After', String(DATA_LOAD_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return apiError(c, 503, 'maintenance', DATA_LOAD_MESSAGE);
});
