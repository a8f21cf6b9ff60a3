import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Small pieces every fake third-party server of the worker tests needs (they run in Node). */

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Listens on a free port of 127.0.0.1 and returns the origin, e.g. http://127.0.0.1:41234. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake server has no port');
  return `http://127.0.0.1:${address.port}`;
}

/** Closes the server, cutting connections a 'hang' reply left open. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
