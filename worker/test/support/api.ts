import { exports } from 'cloudflare:workers';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';

/**
 * Sends a request to the worker under test, as a browser on localhost would: from a fresh
 * client address unless the test names one in CF-Connecting-IP.
 */
export function api(path: string, init?: RequestInit & { cookie?: string }): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (!headers.has('CF-Connecting-IP')) headers.set('CF-Connecting-IP', newClientAddress());
  if (init?.cookie) headers.set('Cookie', init.cookie);
  if (init?.body && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return exports.default.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
}

/** The visitor cookie a response set, ready to send back on the next request. */
export function visitorCookieOf(res: Response): string {
  const header = res.headers.get('Set-Cookie') ?? '';
  const pair = header.split(';')[0] ?? '';
  if (!pair.startsWith('domainary_visitor=')) throw new Error(`no visitor cookie in: ${header}`);
  return pair;
}
