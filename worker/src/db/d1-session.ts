/*
 * D1 read replication through the Sessions API. A session's queries see one consistent,
 * ever-newer view of the database; its bookmark names that view. The browser keeps the
 * newest bookmark it was given and sends it back, so a replica serves a visitor only once
 * it holds everything that visitor wrote: read-your-own-writes without pinning reads to
 * the primary.
 */
import { d1BookmarkPattern } from '@domainary/schema/contracts/read-consistency.ts';

export { BOOKMARK_HEADER } from '@domainary/schema/contracts/read-consistency.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Where a request's session starts: after the client's bookmark when it sent a valid one;
 * otherwise reads may start on any replica and writes start on the primary, so the reads a
 * write route makes first (does the domain exist? is the order recorded?) are current.
 */
export function sessionStart(method: string, bookmark: string | undefined): string {
  // Anything but a well-formed bookmark is ignored rather than handed to D1, where a
  // malformed one would fail the request.
  if (bookmark && d1BookmarkPattern.test(bookmark)) return bookmark;
  return readMethods.has(method) ? 'first-unconstrained' : 'first-primary';
}
