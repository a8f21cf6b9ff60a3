import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, json, listenOnLoopback, readBody } from './fake-http.ts';

/**
 * A registry whose answers each test sets, name by name, so the drop radar can be walked
 * through a lifecycle: an RDAP server and a DNS-over-HTTPS resolver on one 127.0.0.1 port.
 *   PUT /<run>/names/<fqdn>      sets how the name answers (body: a NameState)
 *   GET /<run>/rdap/domain/<fqdn> the RDAP answer (404 for a name never set)
 *   GET /<run>/dns-query?name=   NS answer: delegated when the state says so, else NXDOMAIN
 *   GET /<run>/log               every RDAP request under <run>: [fqdn, Unix ms]
 * Two servers are started: one for the lifecycle walks, one for the budget tests, so their
 * registry hosts (and budgets) are apart.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    fakeLifecycleOrigin: string;
    fakeBusyRegistryOrigin: string;
  }
}

type NameState =
  | {
      answer: 'object';
      status: string[];
      /** ISO date of the expiration event; none when absent. */
      expiration?: string;
      registrarIanaId?: number;
    }
  | { answer: 'not-found'; dns?: 'nxdomain' | 'delegated' }
  | { answer: 'too-many'; retryAfter: string };

function domainObject(fqdn: string, state: Extract<NameState, { answer: 'object' }>) {
  const registrar =
    state.registrarIanaId === undefined
      ? []
      : [
          {
            objectClassName: 'entity',
            roles: ['registrar'],
            publicIds: [{ type: 'IANA Registrar ID', identifier: String(state.registrarIanaId) }],
            vcardArray: ['vcard', [['fn', {}, 'text', `Registrar ${state.registrarIanaId}`]]],
          },
        ];
  return {
    objectClassName: 'domain',
    ldhName: fqdn.toUpperCase(),
    status: state.status,
    ...(state.expiration ? { events: [{ eventAction: 'expiration', eventDate: state.expiration }] } : {}),
    entities: registrar,
  };
}

function registry() {
  const states = new Map<string, NameState>();
  const logs = new Map<string, [string, number][]>();
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, run = '', kind, ...rest] = url.pathname.split('/').map(decodeURIComponent);
    const key = (fqdn: string) => `${run}/${fqdn.toLowerCase()}`;
    if (kind === 'names' && req.method === 'PUT') {
      states.set(key(rest[0] ?? ''), JSON.parse(await readBody(req)) as NameState);
      return res.writeHead(204).end();
    }
    if (kind === 'log') return json(res, 200, logs.get(run) ?? []);
    if (kind === 'dns-query') {
      const name = url.searchParams.get('name') ?? '';
      const state = states.get(key(name));
      const delegated = state?.answer === 'not-found' && state.dns === 'delegated';
      return json(
        res,
        200,
        delegated
          ? { Status: 0, Answer: [{ name: `${name}.`, type: 2, TTL: 3600, data: 'ns1.example-dns.net.' }] }
          : { Status: 3 },
      );
    }
    if (kind !== 'rdap' || rest[0] !== 'domain' || !rest[1]) return json(res, 400, { errorCode: 400 });
    const fqdn = rest[1].toLowerCase();
    logs.set(run, [...(logs.get(run) ?? []), [fqdn, Date.now()]]);
    const state = states.get(key(fqdn));
    if (state?.answer === 'object') return json(res, 200, domainObject(fqdn, state));
    if (state?.answer === 'too-many')
      return res.writeHead(429, { 'Retry-After': state.retryAfter }).end('{"errorCode":429}');
    return json(res, 404, { errorCode: 404, title: 'Not Found' });
  };
}

export default async function setup(project: TestProject) {
  const lifecycle = createServer(registry());
  const busy = createServer(registry());
  project.provide('fakeLifecycleOrigin', await listenOnLoopback(lifecycle));
  project.provide('fakeBusyRegistryOrigin', await listenOnLoopback(busy));
  return async () => {
    await closeServer(lifecycle);
    await closeServer(busy);
  };
}
