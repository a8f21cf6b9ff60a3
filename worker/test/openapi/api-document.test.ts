import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { app } from '../../src/app.ts';
import { validate } from '../../src/http/validate.ts';
import { buildApiDocument, type OpenApiDocument, openApiPath } from '../../src/openapi/build-document.ts';
import { describeRoute } from '../../src/openapi/describe-route.ts';
import { api } from '../support/api.ts';

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

async function served(): Promise<OpenApiDocument> {
  const res = await api('/api/openapi.json');
  expect(res.status).toBe(200);
  return (await res.json()) as OpenApiDocument;
}

const operationsOf = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
  );

type Operation = {
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, unknown>;
};

const operation = (doc: OpenApiDocument, method: string, path: string) =>
  doc.paths[path]?.[method] as Operation | undefined;

// Validity against the OpenAPI 3.1 schema is checked in Node, on the served document: web/e2e/api-document.test.ts.
describe('GET /api/openapi.json', () => {
  it('documents every /api route the app serves, and nothing else', async () => {
    const routes = new Set(
      app.routes
        .filter((r) => methods.has(r.method) && r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${openApiPath(r.path)}`),
    );
    const documented = new Set(operationsOf(await served()));
    expect(
      [...routes].filter((r) => !documented.has(r)),
      'routes without a describeRoute contract',
    ).toEqual([]);
    expect(
      [...documented].filter((d) => !routes.has(d)),
      'documented but not served',
    ).toEqual([]);
    expect(routes.size).toBeGreaterThan(30);
  });

  it('takes parameters and bodies from the validators the routes run', async () => {
    const doc = await served();
    const byId = operation(doc, 'get', '/api/domains/{id}');
    expect(byId?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'asOf', in: 'query', required: false }),
    ]);
    expect(Object.keys(byId?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '404', '500']));

    const search = operation(doc, 'get', '/api/domains');
    expect(search?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['query', 'extension', 'status', 'sortBy', 'cursor']),
    );
    expect(search?.parameters?.every((p) => p.in === 'query' && !p.required)).toBe(true);

    const watch = operation(doc, 'post', '/api/watchlist');
    expect(watch?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { domainId: expect.anything(), domain: expect.anything() },
    });
    expect(Object.keys(watch?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '404']));

    const generate = operation(doc, 'post', '/api/ai/domains/generate');
    expect(generate?.responses['429']).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
  });

  it('resolves every reference to a named schema', async () => {
    const doc = await served();
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(refs.length).toBeGreaterThan(10);
    expect(refs.filter((name) => !(name && name in doc.components.schemas))).toEqual([]);
  });
});

describe('buildApiDocument', () => {
  it('leaves out a route without a contract, so the coverage test above catches it', () => {
    const sample = new Hono()
      .get('/described/:id', describeRoute({ summary: 'Described', responses: { 200: 'ok' } }), (c) =>
        c.text('x'),
      )
      .post('/forgotten', validate('json', z.object({ a: z.string() })), (c) => c.text('y'));
    const doc = buildApiDocument(sample.routes, '0.0.0');
    expect(operationsOf(doc)).toEqual(['GET /described/{id}']);
  });
});

describe('GET /api/docs', () => {
  it('renders every operation as one self-contained HTML page', async () => {
    const doc = await served();
    const res = await api('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const html = await res.text();
    for (const path of Object.keys(doc.paths)) expect(html).toContain(`<code class="path">${path}</code>`);
    expect(html).toContain('id="schema-Domain"');
    // Offline and CSP-proof: no script, no stylesheet or font from elsewhere.
    expect(html).not.toMatch(/<script|<link|@import|src=/i);
    expect(html).not.toMatch(/https?:\/\/(?!json-schema\.org)/);
  });
});
