import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import { openApiPath } from '../../../src/openapi/build-document.ts';
import type { ResponseDoc } from '../../../src/openapi/operation-doc.ts';
import { noteOf } from '../../../src/openapi/route-notes.ts';

/** `METHOD /openapi/path` -> the responses its describeRoute promises, zod schemas included. */
export function responseContracts(routes: readonly RouterRoute[]): Map<string, Record<number, ResponseDoc>> {
  const contracts = new Map<string, Record<number, ResponseDoc>>();
  for (const route of routes) {
    const note = noteOf(findTargetHandler(route.handler));
    if (note?.kind === 'operation')
      contracts.set(`${route.method} ${openApiPath(route.path)}`, note.doc.responses);
  }
  return contracts;
}
