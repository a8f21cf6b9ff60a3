import type { ZodType } from 'zod';
import type { OperationDoc } from './operation-doc.ts';

/** Request parts a route validates, as Hono names them. */
export type InputTarget = 'json' | 'query' | 'param' | 'header' | 'cookie' | 'form';

/**
 * What a middleware tells the API document about the route it guards. The document is read
 * off the middleware the routes already run (validation, rate limits, the description), so
 * what it says cannot drift from what the worker does.
 */
export type RouteNote =
  | { kind: 'input'; target: InputTarget; schema: ZodType }
  | { kind: 'rate-limit'; periodSeconds: number }
  | { kind: 'operation'; doc: OperationDoc };

const noteKey = Symbol('domainary.route-note');

/** Attaches a note to a handler and returns the same handler. */
export function annotate<H extends object>(handler: H, note: RouteNote): H {
  return Object.assign(handler, { [noteKey]: note });
}

export function noteOf(handler: unknown): RouteNote | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as { [noteKey]?: RouteNote })[noteKey];
}
