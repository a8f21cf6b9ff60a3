import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, json, listenOnLoopback } from './fake-http.ts';

/**
 * A stand-in push service (RFC 8030) on 127.0.0.1. POST /<run>/<subscription> takes a push
 * message and answers 201, or 410 Gone when the subscription's name starts with "gone";
 * GET /received/<run> returns what it took under <run>: path, headers and body (base64).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    fakePushOrigin: string;
  }
}

interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export default async function setup(project: TestProject) {
  const received = new Map<string, Received[]>();
  const server = createServer(async (req, res) => {
    const [, run, subscription] = (req.url ?? '').split('/');
    if (req.method === 'GET' && run === 'received' && subscription) {
      return json(res, 200, received.get(subscription) ?? []);
    }
    if (req.method !== 'POST' || !run || !subscription) return json(res, 400, { error: 'bad request' });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
    );
    const list = received.get(run) ?? [];
    list.push({ path: req.url ?? '', headers, body: Buffer.concat(chunks).toString('base64') });
    received.set(run, list);
    if (subscription.startsWith('gone')) return res.writeHead(410).end();
    res.writeHead(201, { Location: `/message/${list.length}` }).end();
  });
  project.provide('fakePushOrigin', await listenOnLoopback(server));
  return () => closeServer(server);
}
