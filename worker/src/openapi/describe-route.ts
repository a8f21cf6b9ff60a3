import { createMiddleware } from 'hono/factory';
import type { OperationDoc } from './operation-doc.ts';
import { annotate } from './route-notes.ts';

/**
 * Put first in a route's handlers: a pass-through middleware that carries the route's
 * summary and response contracts into /api/openapi.json. A route without one fails the
 * contract test.
 */
export function describeRoute(doc: OperationDoc) {
  return annotate(
    createMiddleware(async (_c, next) => {
      await next();
    }),
    { kind: 'operation', doc },
  );
}
