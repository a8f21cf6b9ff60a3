import { createServer, type ServerResponse } from 'node:http';

/**
 * A stand-in registry on 127.0.0.1 for the browser tests of live availability: an RDAP server
 * (GET /rdap/domain/<fqdn>) and a DNS-over-HTTPS resolver (GET /dns-query?name=<fqdn>&type=NS).
 * By the label's first word:
 *   taken*  RDAP 200 with the domain object (registrar, registration and expiration events)
 *   pendingdrop*  RDAP 200 with a domain object in pending delete (the drop radar's stage)
 *   maybe*  RDAP 404, and the resolver fails (SERVFAIL): only "likely available"
 *   other   RDAP 404, and the resolver answers NXDOMAIN: available
 */
export const FAKE_REGISTRAR = 'Example Registrar, LLC';
const FAKE_CREATED = '1997-09-15T04:00:00Z';
const FAKE_EXPIRES = '2028-09-14T04:00:00Z';

function json(res: ServerResponse, status: number, type: string, body: unknown) {
  res.writeHead(status, { 'Content-Type': type }).end(JSON.stringify(body));
}

function domainObject(fqdn: string) {
  return {
    objectClassName: 'domain',
    ldhName: fqdn.toUpperCase(),
    events: [
      { eventAction: 'registration', eventDate: FAKE_CREATED },
      { eventAction: 'expiration', eventDate: FAKE_EXPIRES },
    ],
    entities: [
      {
        objectClassName: 'entity',
        roles: ['registrar'],
        vcardArray: ['vcard', [['fn', {}, 'text', FAKE_REGISTRAR]]],
      },
    ],
  };
}

export async function startFakeRegistry(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const rdap = url.pathname.match(/^\/rdap\/domain\/(.+)$/);
    if (rdap?.[1]) {
      const fqdn = decodeURIComponent(rdap[1]);
      if (fqdn.startsWith('taken')) return json(res, 200, 'application/rdap+json', domainObject(fqdn));
      if (fqdn.startsWith('pendingdrop'))
        return json(res, 200, 'application/rdap+json', { ...domainObject(fqdn), status: ['pending delete'] });
      return json(res, 404, 'application/rdap+json', { errorCode: 404 });
    }
    if (url.pathname === '/dns-query' && url.searchParams.get('type') === 'NS') {
      const name = url.searchParams.get('name') ?? '';
      const status = name.startsWith('taken') ? 0 : name.startsWith('maybe') ? 2 : 3;
      const answer = status === 0 ? [{ name: `${name}.`, type: 2, TTL: 300, data: 'ns1.example.net.' }] : [];
      return json(res, 200, 'application/dns-json', { Status: status, Answer: answer });
    }
    return json(res, 400, 'application/json', { error: 'not a path this fake serves' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake registry has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
