import { apiErrorSchema } from '@domainary/schema/contracts/api-error.ts';
import type { RouterRoute } from 'hono/types';
import { findTargetHandler } from 'hono/utils/handler';
import { type JsonSchema, SchemaConverter } from './json-schema.ts';
import type { ResponseDoc } from './operation-doc.ts';
import { noteOf, type RouteNote } from './route-notes.ts';

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> };
  tags: Array<{ name: string }>;
};

const documentedMethods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api/domains/:id` (Hono) as `/api/domains/{id}` (OpenAPI); a `:name{regex}` keeps only its name. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');
}

function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s !== '' && s !== 'api')
    .map((s) => (s.startsWith('{') ? `by-${s.slice(1, -1)}` : s))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('');
}

/** The notes of every handler a method + path runs, in registration order. */
function notesByOperation(routes: readonly RouterRoute[]): Map<string, RouteNote[]> {
  const byOperation = new Map<string, RouteNote[]>();
  for (const route of routes) {
    if (!documentedMethods.has(route.method)) continue;
    const key = `${route.method} ${route.path}`;
    const notes = byOperation.get(key) ?? [];
    const note = noteOf(findTargetHandler(route.handler));
    if (note) notes.push(note);
    byOperation.set(key, notes);
  }
  return byOperation;
}

const errorResponseFor = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function parametersOf(
  where: 'query' | 'path',
  schema: JsonSchema,
  honoPath: string,
): Array<Record<string, unknown>> {
  const properties = (schema.properties ?? null) as Record<string, JsonSchema> | null;
  if (schema.type !== 'object' || !properties) {
    throw new Error(`${honoPath}: ${where} contract must be an object of named parameters`);
  }
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function responseOf(converter: SchemaConverter, doc: ResponseDoc) {
  if (typeof doc === 'string') return errorResponseFor(doc);
  if ('json' in doc) {
    return {
      description: doc.description,
      content: { 'application/json': { schema: converter.output(doc.json) } },
    };
  }
  return { description: doc.description, content: { [doc.mediaType]: { schema: { type: 'string' } } } };
}

/**
 * The OpenAPI 3.1 document of an app's routes, built from the notes its middleware carries:
 * `describeRoute` (summary, responses), `validate` (parameters and body) and `rateLimit`
 * (429). A route without `describeRoute` is left out, which the contract test reports.
 */
export function buildApiDocument(routes: readonly RouterRoute[], version: string): OpenApiDocument {
  const converter = new SchemaConverter();
  converter.output(apiErrorSchema);
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();

  for (const [key, notes] of notesByOperation(routes)) {
    const operationNote = notes.find((n) => n.kind === 'operation');
    if (!operationNote) continue;
    const [method = '', honoPath = ''] = key.split(' ');
    const path = openApiPath(honoPath);
    const tag = operationNote.doc.tag ?? path.split('/')[2] ?? 'api';
    tags.add(tag);

    const parameters: Array<Record<string, unknown>> = [];
    let requestBody: Record<string, unknown> | undefined;
    for (const note of notes) {
      if (note.kind !== 'input') continue;
      const schema = converter.input(note.schema);
      if (note.target === 'query') parameters.push(...parametersOf('query', schema, honoPath));
      else if (note.target === 'param') parameters.push(...parametersOf('path', schema, honoPath));
      else if (note.target === 'json') {
        requestBody = { required: true, content: { 'application/json': { schema } } };
      } else {
        throw new Error(`${key}: ${note.target} input is not documented yet`);
      }
    }

    const responses: Record<string, unknown> = {};
    for (const [status, doc] of Object.entries(operationNote.doc.responses)) {
      responses[status] = responseOf(converter, doc);
    }
    if (notes.some((n) => n.kind === 'input')) {
      responses['400'] ??= errorResponseFor('The input breaks the contract; issues say which field and why.');
    }
    const limit = notes.find((n) => n.kind === 'rate-limit');
    if (limit) {
      responses['429'] ??= {
        ...errorResponseFor(`Too many requests from this client; Retry-After says when to come back.`),
        headers: { 'Retry-After': { schema: { type: 'integer', const: limit.periodSeconds } } },
      };
    }
    responses['500'] ??= errorResponseFor('An unexpected failure on our side.');

    paths[path] ??= {};
    paths[path][method.toLowerCase()] = {
      operationId: operationIdOf(method, path),
      tags: [tag],
      summary: operationNote.doc.summary,
      ...(operationNote.doc.description ? { description: operationNote.doc.description } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Domainary API',
      version,
      description:
        'Domain search and valuation, the company directory, the watchlist, the name generator and the academy. ' +
        'Anonymous: a signed visitor cookie, issued on the first call, scopes the watchlist and learning progress. ' +
        'Every error is JSON: { "error": { "code", "message", "issues" } }.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: { schemas: converter.components },
  };
}
