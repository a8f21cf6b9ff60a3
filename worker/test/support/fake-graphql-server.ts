import { createServer, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, json, listenOnLoopback, readBody } from './fake-http.ts';

/**
 * A stand-in for the affiliate network's GraphQL endpoint, listening on 127.0.0.1 so the
 * worker under test makes a real HTTP request. The path picks the reply and names the
 * test run: POST /graphql/<scenario>/<run> records the request under <run>, and
 * GET /recorded/<run> hands the recorded requests back to the test.
 */
export interface RecordedRequest {
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fakeGraphqlOrigin: string;
  }
}

const replies: Record<string, (res: ServerResponse, body: string) => void> = {
  ok: (res, body) => {
    const orderId = JSON.parse(body).variables?.orders?.[0]?.orderId;
    json(res, 200, {
      data: {
        createOrders: {
          orders: [{ submissionId: `sub-${orderId}`, orderReceivedTime: '2026-11-20T10:00:00.000Z' }],
          errors: [],
        },
      },
    });
  },
  'order-errors': (res) =>
    json(res, 200, {
      data: {
        createOrders: { orders: [], errors: [{ message: 'Amount is invalid', fields: ['amount', 'items'] }] },
      },
    }),
  'graphql-errors': (res) => json(res, 200, { errors: [{ message: 'Cannot query field "createOrders"' }] }),
  'http-500': (res) => {
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end('upstream exploded');
  },
  'not-json': (res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
  },
  'wrong-shape': (res) => json(res, 200, { data: { createOrders: { orders: [{ submissionId: 42 }] } } }),
  empty: (res) => json(res, 200, { data: { createOrders: { orders: [], errors: [] } } }),
  // Never answers: the worker's own timeout has to end the call.
  hang: () => {},
};

/** Replies that need the request's headers: a careless server quoting the credentials back. */
const headerReplies: Record<string, (res: ServerResponse, authorization: string) => void> = {
  'echo-token': (res, authorization) => {
    res.writeHead(401, { 'Content-Type': 'text/plain' }).end(`invalid credentials: ${authorization}`);
  },
};

export default async function setup(project: TestProject) {
  const recorded = new Map<string, RecordedRequest[]>();
  const server = createServer(async (req, res) => {
    const [, kind, first, second] = (req.url ?? '').split('/');
    if (req.method === 'GET' && kind === 'recorded' && first)
      return json(res, 200, recorded.get(first) ?? []);
    const reply = first ? (Object.hasOwn(replies, first) ? replies[first] : undefined) : undefined;
    const headerReply = first && Object.hasOwn(headerReplies, first) ? headerReplies[first] : undefined;
    if (kind !== 'graphql' || !(reply || headerReply) || !second)
      return json(res, 404, { error: 'unknown fake route' });
    const body = await readBody(req);
    const list = recorded.get(second) ?? [];
    list.push({
      method: req.method ?? '',
      authorization: req.headers.authorization ?? null,
      contentType: req.headers['content-type'] ?? null,
      body,
    });
    recorded.set(second, list);
    if (headerReply) headerReply(res, req.headers.authorization ?? '');
    else reply?.(res, body);
  });
  project.provide('fakeGraphqlOrigin', await listenOnLoopback(server));
  return () => closeServer(server);
}
