import type { Context } from 'hono';
import type { Refusal } from '../refusal.ts';
import { apiError } from './error-response.ts';

/**
 * The one mapping from a refusal to the JSON error: a refused field is answered as the
 * validator answers bad input (400 naming the field, with the issue under its path), the
 * rest by kind.
 */
export function refusalResponse(c: Context, { kind, message, field, code }: Refusal) {
  switch (kind) {
    case 'invalid':
      if (!field) return apiError(c, 400, code ?? 'bad_request', message);
      return apiError(c, 400, code ?? 'bad_request', `Invalid ${field.in}: ${field.name}: ${message}`, [
        { path: [field.name], message },
      ]);
    case 'not-found':
      return apiError(c, 404, code ?? 'not_found', message);
    case 'conflict':
      return apiError(c, 409, code ?? 'conflict', message);
    case 'misconfigured':
      return apiError(
        c,
        503,
        code ?? 'misconfigured',
        `The server is not set up for this request: ${message}`,
      );
  }
}
