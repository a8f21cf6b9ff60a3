import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import packageJson from '../../package.json' with { type: 'json' };
import type { AppEnv } from '../app-env.ts';
import { buildApiDocument, type OpenApiDocument } from './build-document.ts';
import { describeRoute } from './describe-route.ts';
import { renderApiReference } from './render-reference.ts';

/**
 * The public API document and its reference page, both drawn from the routes of `api`
 * (mounted at `mountPath`) and from these two routes themselves. Built once per isolate:
 * routes do not change while a worker runs.
 */
export function apiDocumentRoutes(api: { routes: RouterRoute[] }, mountPath: string) {
  let built: OpenApiDocument | undefined;
  const documentOf = (): OpenApiDocument => {
    built ??= buildApiDocument(
      [...api.routes, ...docs.routes].map((route) => ({ ...route, path: mountPath + route.path })),
      packageJson.version,
    );
    return built;
  };
  const docs = new Hono<AppEnv>()
    .get(
      '/openapi.json',
      describeRoute({
        tag: 'reference',
        summary: 'This API as an OpenAPI 3.1 document',
        description:
          'Generated from the zod contracts the routes validate with; the reference page reads it too.',
        responses: { 200: { description: 'The OpenAPI 3.1 document', mediaType: 'application/json' } },
      }),
      (c) => c.json(documentOf(), 200),
    )
    .get(
      '/docs',
      describeRoute({
        tag: 'reference',
        summary: 'A readable reference of this API',
        description: 'One HTML page with no script or third-party asset, so it works offline.',
        responses: { 200: { description: 'The reference page', mediaType: 'text/html' } },
      }),
      (c) => c.html(renderApiReference(documentOf()), 200),
    );
  return docs;
}
