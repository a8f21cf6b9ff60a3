import { createServer, type ServerResponse } from 'node:http';
import type { TestProject } from 'vitest/node';

/**
 * A stand-in RDAP server on 127.0.0.1 (RFC 9082 paths), so the provider under test makes real
 * HTTP calls. GET /<run>/domain/<fqdn> answers by the label's first word:
 *   taken*    200 with the domain object (upper-case ldhName, a registrar entity, registration
 *             and expiration events)
 *   free*     404 with an RDAP error body
 *   slow*     never answers
 *   garbled*  200 that is not JSON
 *   wrongobj* 200 JSON that is not a domain object
 *   other*    200 domain object for a different name
 *   busy*     503
 *   moved*    302 to the same server's taken<rest> (which a redirect-following client would ask)
 *   huge*     200 domain object padded past a megabyte
 * GET /hits/<run> returns how often each fqdn was asked for under <run>.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    fakeRdapOrigin: string;
  }
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/rdap+json' }).end(JSON.stringify(body));
}

function domainObject(fqdn: string) {
  return {
    objectClassName: 'domain',
    ldhName: fqdn.toUpperCase(),
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: '1997-09-15T04:00:00Z' },
      { eventAction: 'expiration', eventDate: '2028-09-14T04:00:00Z' },
      { eventAction: 'last update of RDAP database', eventDate: '2026-11-25T10:00:00Z' },
    ],
    entities: [
      {
        objectClassName: 'entity',
        roles: ['registrant'],
        vcardArray: ['vcard', [['fn', {}, 'text', 'Someone']]],
      },
      {
        objectClassName: 'entity',
        roles: ['registrar'],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', 'Example Registrar, LLC'],
          ],
        ],
      },
    ],
  };
}

export default async function setup(project: TestProject) {
  const hits = new Map<string, Map<string, number>>();
  const server = createServer((req, res) => {
    const [, run, kind, fqdn] = (req.url ?? '').split('/').map(decodeURIComponent);
    if (run === 'hits' && kind) return json(res, 200, Object.fromEntries(hits.get(kind) ?? []));
    if (!run || kind !== 'domain' || !fqdn || req.method !== 'GET') return json(res, 400, { errorCode: 400 });
    const counts = hits.get(run) ?? new Map<string, number>();
    counts.set(fqdn, (counts.get(fqdn) ?? 0) + 1);
    hits.set(run, counts);
    const label = fqdn.split('.')[0] ?? '';
    if (label.startsWith('taken')) return json(res, 200, domainObject(fqdn));
    if (label.startsWith('free')) return json(res, 404, { errorCode: 404, title: 'Not Found' });
    if (label.startsWith('slow')) return;
    if (label.startsWith('garbled'))
      return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>oops');
    if (label.startsWith('wrongobj')) return json(res, 200, { objectClassName: 'entity', handle: 'X' });
    if (label.startsWith('other')) return json(res, 200, domainObject('somebody-else.com'));
    if (label.startsWith('busy')) return json(res, 503, { errorCode: 503 });
    if (label.startsWith('moved')) {
      const target = `/${run}/domain/${encodeURIComponent(fqdn.replace(/^moved/, 'taken'))}`;
      return res.writeHead(302, { Location: target }).end();
    }
    if (label.startsWith('huge'))
      return json(res, 200, { ...domainObject(fqdn), remarks: [{ description: ['x'.repeat(1_200_000)] }] });
    return json(res, 404, { errorCode: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake RDAP server has no port');
  project.provide('fakeRdapOrigin', `http://127.0.0.1:${address.port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
