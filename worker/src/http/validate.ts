import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { annotate, type InputTarget } from '../openapi/route-notes.ts';
import { apiError } from './error-response.ts';

/**
 * zod validation for any request part, answering bad input with a 400 that says which
 * field is wrong and why, before the handler (and so the database) is reached. The schema
 * also becomes the route's input contract in /api/openapi.json.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets & InputTarget>(
  target: Target,
  schema: T,
) {
  const middleware = zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: issue.message,
      }));
      const first = issues[0];
      const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
      return apiError(
        c,
        400,
        'bad_request',
        `Invalid ${target}: ${where}${first?.message ?? 'invalid value'}`,
        issues,
      );
    }
  });
  return annotate(middleware, { kind: 'input', target, schema });
}
