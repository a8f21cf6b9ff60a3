import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { runningDataLoadStart } from './data/running-data-load.ts';

/** How long a visitor is asked to wait: a reload of the full directory takes tens of minutes. */
export const DATA_LOAD_RETRY_AFTER_SECONDS = 300;

export const DATA_LOAD_MESSAGE =
  'Domainary is loading fresh data and will be back in a few minutes. Please try again shortly.';

/**
 * While a remote load replaces the seeded tables (file by file, with no transaction around
 * them), every API request gets a 503 with Retry-After and the maintenance notice, never a
 * page of half-cleared tables. The load marks itself in `data_loads` before it clears
 * anything and unmarks itself after its last file; checking costs one key lookup per request.
 */
export const pauseDuringDataLoad = createMiddleware<AppEnv>(async (c, next) => {
  if ((await runningDataLoadStart(c.get('db'))) === null) return next();
  c.header('Retry-After', String(DATA_LOAD_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return apiError(c, 503, 'maintenance', DATA_LOAD_MESSAGE);
});
