import fc from 'fast-check';
import type { JsonSchema } from '../../../src/openapi/json-schema.ts';
import { fromJsonSchema, type KnownIds } from './from-json-schema.ts';
import { edgeNumber, hostileJson, hostileString, malformedJsonText } from './hostile-values.ts';

export interface DocumentedOperation {
  method: string;
  path: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; schema: JsonSchema }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** False when the request uses a method the path does not serve. */
  documentedMethod: boolean;
}

const unknownIds = fc.constantFrom(0, 999_999_999, 2 ** 53 + 2, 1e21);
const headerSafe = fc.stringMatching(/^[\x21-\x7e]{0,300}$/);

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 it would be. */
function encodeLoosely(value: string): string {
  return value
    .split(/([\uD800-\uDFFF])/)
    .map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

function pathValue(schema: JsonSchema, name: string, knownIds: KnownIds): fc.Arbitrary<string> {
  const value = fc.oneof(
    { arbitrary: fromJsonSchema(schema, knownIds, name).map(asText), weight: 3 },
    { arbitrary: fc.constantFrom(...knownIds(name)).map(String), weight: 3 },
    { arbitrary: unknownIds.map(String), weight: 1 },
    { arbitrary: edgeNumber.map(String), weight: 1 },
    { arbitrary: hostileString, weight: 3 },
  );
  // Mostly encoded as a client would; sometimes raw, as a hand-typed URL would be.
  return fc.tuple(value, fc.boolean()).map(([v, raw]) => (raw ? v.replace(/[/?#]/g, '') : encodeLoosely(v)));
}

function queryValue(schema: JsonSchema, name: string, knownIds: KnownIds): fc.Arbitrary<string[]> {
  return fc.oneof(
    { arbitrary: fromJsonSchema(schema, knownIds, name).map((v) => [asText(v)]), weight: 4 },
    { arbitrary: hostileString.map((v) => [v]), weight: 3 },
    { arbitrary: edgeNumber.map((v) => [String(v)]), weight: 1 },
    // Repeated: ?a=1&a=2 reaches a validator as an array.
    { arbitrary: fc.tuple(hostileString, hostileString), weight: 1 },
  );
}

function queryString(operation: DocumentedOperation, knownIds: KnownIds): fc.Arbitrary<string> {
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const model = Object.fromEntries(declared.map((p) => [p.name, queryValue(p.schema, p.name, knownIds)]));
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(fc.constantFrom('x', 'userId', 'page', '_', '__proto__', 'q[]', ''), hostileString, {
        maxKeys: 2,
      }),
    )
    .map(([known, extra]) => {
      const params = new URLSearchParams();
      for (const [name, values] of Object.entries(known))
        for (const v of values as string[]) params.append(name, v);
      for (const [name, value] of Object.entries(extra)) params.append(name, value);
      const text = params.toString();
      return text ? `?${text}` : '';
    });
}

type Body = { body?: string; contentType?: string };

function bodyArbitrary(schema: JsonSchema, knownIds: KnownIds): fc.Arbitrary<Body> {
  const shaped = fromJsonSchema(schema, knownIds);
  const json = (value: unknown): Body => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const mutated = fc
    .tuple(shaped, fc.constantFrom('replace', 'delete', 'add'), fc.nat(), hostileJson)
    .map(([value, how, index, hostile]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return json(hostile);
      const record = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(record);
      const key = keys.length > 0 ? (keys[index % keys.length] as string) : 'extra';
      if (how === 'replace') record[key] = hostile;
      else if (how === 'delete') delete record[key];
      else record[`unexpected${index % 3}`] = hostile;
      return json(record);
    });
  return fc.oneof(
    { arbitrary: shaped.map(json), weight: 4 },
    { arbitrary: mutated, weight: 5 },
    { arbitrary: hostileJson.map(json), weight: 2 },
    { arbitrary: malformedJsonText.map((body) => ({ body, contentType: 'application/json' })), weight: 1 },
    {
      arbitrary: fc
        .tuple(
          shaped,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            undefined,
          ),
        )
        .map(([value, contentType]) => ({ body: JSON.stringify(value), contentType })),
      weight: 1,
    },
    { arbitrary: fc.constant<Body>({ body: '', contentType: 'application/json' }), weight: 1 },
  );
}

/**
 * Requests for one documented operation: parameters and bodies drawn from its contract and
 * from well past it, with or without a visitor cookie (valid or forged) and a D1 bookmark
 * (plausible or garbage), now and then with a method the path does not serve.
 */
export function requestArbitrary(
  operation: DocumentedOperation,
  servedMethods: readonly string[],
  knownIds: KnownIds,
  cookies: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const pathArb = fc
    .tuple(...pathParams.map((p) => pathValue(p.schema, p.name, knownIds)))
    .map((values) =>
      pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i] ?? ''), operation.path),
    );
  const body = operation.requestBody
    ? bodyArbitrary(operation.requestBody.content['application/json'].schema, knownIds)
    : fc.constant<Body>({});
  const otherMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !servedMethods.includes(m));
  const method = fc.oneof(
    { arbitrary: fc.constant(operation.method), weight: 12 },
    { arbitrary: fc.constantFrom(...otherMethods), weight: 1 },
  );
  const cookie = fc.option(
    fc.oneof(
      fc.constantFrom(...cookies),
      headerSafe.map((v) => `domainary_visitor=${v}`),
    ),
  );
  const bookmark = fc.option(
    fc.oneof(headerSafe, fc.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)),
  );
  return fc
    .record({ path: pathArb, query: queryString(operation, knownIds), body, method, cookie, bookmark })
    .map(({ path, query, body, method, cookie, bookmark }) => {
      const headers: Record<string, string> = {};
      if (cookie) headers.Cookie = cookie;
      if (bookmark !== null) headers['x-d1-bookmark'] = bookmark;
      if (body.contentType) headers['Content-Type'] = body.contentType;
      const sendsBody = method !== 'GET' && body.body !== undefined;
      return {
        method,
        url: `http://localhost${path}${query}`,
        headers,
        ...(sendsBody ? { body: body.body } : {}),
        documentedMethod: method === operation.method,
      };
    });
}
