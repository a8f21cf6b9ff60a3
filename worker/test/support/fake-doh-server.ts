import { createServer } from 'node:http';
import type { TestProject } from 'vitest/node';
import { closeServer, json, listenOnLoopback } from './fake-http.ts';

/**
 * A stand-in DNS-over-HTTPS resolver on 127.0.0.1 (the JSON API of Google and Cloudflare), so
 * the RDAP provider's DNS confirmation makes real HTTP calls.
 * GET /<run>/dns-query?name=<fqdn>&type=NS answers by what the label holds:
 *   delegated  NOERROR with two NS records (the name is in the zone)
 *   nodata     NOERROR without an answer
 *   dnsdown    503
 *   garbledns  200 that is not DNS JSON
 *   anything else: NXDOMAIN (Status 3), the name does not exist
 * GET /hits/<run> returns how often each name was asked for under <run>.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    fakeDohOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const hits = new Map<string, Map<string, number>>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, run, kind] = url.pathname.split('/');
    if (run === 'hits' && kind) return json(res, 200, Object.fromEntries(hits.get(kind) ?? []));
    const name = url.searchParams.get('name') ?? '';
    const accepted = req.headers.accept === 'application/dns-json';
    if (!run || kind !== 'dns-query' || url.searchParams.get('type') !== 'NS' || !accepted)
      return json(res, 400, { error: 'expects GET /<run>/dns-query?name=…&type=NS as application/dns-json' });
    const counts = hits.get(run) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    hits.set(run, counts);
    const label = name.split('.')[0] ?? '';
    const question = [{ name: `${name}.`, type: 2 }];
    if (label.includes('delegated'))
      return json(res, 200, {
        Status: 0,
        Question: question,
        Answer: [
          { name: `${name}.`, type: 2, TTL: 3600, data: 'ns1.example-dns.net.' },
          { name: `${name}.`, type: 2, TTL: 3600, data: 'ns2.example-dns.net.' },
        ],
      });
    if (label.includes('nodata')) return json(res, 200, { Status: 0, Question: question });
    if (label.includes('dnsdown')) return json(res, 503, { error: 'unavailable' });
    if (label.includes('garbledns')) return res.writeHead(200).end('<html>resolver');
    return json(res, 200, { Status: 3, Question: question });
  });
  project.provide('fakeDohOrigin', await listenOnLoopback(server));
  return () => closeServer(server);
}
