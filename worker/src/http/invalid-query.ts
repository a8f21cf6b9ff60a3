import type { Context } from 'hono';
import { apiError } from './error-response.ts';

/**
 * A query that passed its schema but that the data refuses (a wide keyword's page past one walk, a
 * cursor from another search, a filter value nothing has), answered as the validator answers
 * bad input: a 400 naming the field.
 */
export function invalidQuery(c: Context, field: string, message: string) {
  return apiError(c, 400, 'bad_request', `Invalid query: ${field}: ${message}`, [{ path: [field], message }]);
}
