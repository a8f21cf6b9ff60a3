/**
 * The costliest company requests found on the full seed, measured one at a time against a
 * running server (cold: the database's pages dropped from the page cache first; then warm),
 * and wide keywords walked in name and founding order; then an ordinary search for "acme"
 * sent while four loops keep sending the costliest at once: it should answer within 500 ms. Prints a table and writes bench-results/wide-keywords.json.
 *
 *   node worker/bench/wide-keywords.ts --url http://127.0.0.1:8885 --state /work/fullseed-wide [--label after]
 *
 * The server must run with SERVER_TIMING=on (rows read come from Server-Timing). Each request
 * comes from its own simulated visitor, so the rate limits never refuse a measured request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFiles, evictFromPageCache } from './page-cache.ts';
import { visitorHeaders } from './visitor-address.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8885' },
    state: { type: 'string' },
    label: { type: 'string', default: 'run' },
    'load-seconds': { type: 'string', default: '40' },
  },
});

const dottedPairs = encodeURIComponent(Array(50).fill('a.a').join(' '));
const hyphenChain = Array(60).fill('co').join('-');

/** The three crafted requests (and the export of the first), then the three wide ones. */
const worstRequests: readonly string[] = [
  `/api/companies?q=${dottedPairs}`,
  `/api/companies/export.csv?q=${dottedPairs}`,
  `/api/companies?q=${hyphenChain}`,
  '/api/companies?page=4950&pageSize=100&sortBy=name_desc&minEmployees=10&maxEmployees=100000',
  '/api/companies?q=software&country=United%20States',
  '/api/companies?q=group&sortBy=name_asc&page=300',
];

/**
 * Wide keywords walked in name and founding order, both directions, to a first and a deep
 * page, within a range of founding years, and with a phrase of several parts checked per
 * entry: measured one at a time only, to compare layouts of the ordered keyword indexes.
 */
const orderedWalks: readonly string[] = [
  ...['name_asc', 'name_desc', 'founded_asc', 'founded_desc'].flatMap((sortBy) => [
    `/api/companies?q=software&sortBy=${sortBy}`,
    `/api/companies?q=group&sortBy=${sortBy}&page=30&pageSize=100`,
  ]),
  '/api/companies?q=software&foundedAfter=2000&foundedBefore=2005&sortBy=founded_desc',
  '/api/companies?q=co.uk&sortBy=name_asc&page=10&pageSize=100',
];

const ordinary = '/api/companies?q=acme';

let visitor = 1;

interface Measured {
  path: string;
  status: number;
  ms: number;
  rowsRead: number | null;
  slowestStatementMs: number | null;
  totalCount?: number;
  totalCountKind?: string;
  message?: string;
}

async function send(requestPath: string): Promise<Measured> {
  const started = performance.now();
  const response = await fetch(`${values.url}${requestPath}`, {
    headers: visitorHeaders(visitor++),
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  const timing = response.headers.get('Server-Timing') ?? '';
  const figure = (name: string) => {
    const found = timing.match(new RegExp(`${name}=([\\d.]+)`))?.[1];
    return found === undefined ? null : Number(found);
  };
  const measured: Measured = {
    path: requestPath,
    status: response.status,
    ms: Math.round(ms),
    rowsRead: figure('rows_read'),
    slowestStatementMs: figure('slowest_statement_ms'),
  };
  if (response.headers.get('Content-Type')?.includes('json')) {
    const json = JSON.parse(body) as {
      totalCount?: number;
      totalCountKind?: string;
      error?: { message?: string };
    };
    measured.totalCount = json.totalCount;
    measured.totalCountKind = json.totalCountKind;
    measured.message = json.error?.message?.slice(0, 160);
  } else {
    measured.totalCount = Number(response.headers.get('X-Total-Count') ?? Number.NaN);
    measured.totalCountKind = response.headers.get('X-Total-Count-Kind') ?? undefined;
  }
  return measured;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const at = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ?? 0;

async function main() {
  const single: { cold: Measured; warm: Measured }[] = [];
  for (const request of [...worstRequests, ...orderedWalks]) {
    // Listed each time: SQLite's -wal and -shm files come and go with the server's connections.
    for (const file of values.state ? databaseFiles(values.state) : []) {
      try {
        evictFromPageCache([file]);
      } catch {
        // Gone since it was listed: nothing of it to evict.
      }
    }
    const cold = await send(request);
    const warm = await send(request);
    single.push({ cold, warm });
    console.log(
      `${request.slice(0, 90).padEnd(90)} cold ${String(cold.ms).padStart(6)} ms ${String(cold.rowsRead).padStart(8)} rows | warm ${String(warm.ms).padStart(6)} ms ${String(warm.rowsRead).padStart(8)} rows | ${warm.status} ${warm.totalCount ?? ''} ${warm.totalCountKind ?? ''} ${warm.message ?? ''}`,
    );
  }

  // Four loops keep the worst requests going while the ordinary search is timed.
  const until = performance.now() + Number(values['load-seconds']) * 1000;
  let sentWorst = 0;
  const loop = async (start: number) => {
    for (let i = start; performance.now() < until; i++) {
      await send(worstRequests[i % worstRequests.length] as string).catch(() => undefined);
      sentWorst++;
    }
  };
  const loops = [0, 1, 2, 3].map((k) => loop(k + 3));
  const acme: Measured[] = [];
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  while (performance.now() < until) {
    acme.push(await send(ordinary));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await Promise.all(loops);
  const ms = sorted(acme.map((m) => m.ms));
  const underLoad = {
    worstRequestsSent: sentWorst,
    acmeSearches: acme.length,
    acmeMs: { p50: at(ms, 50), p95: at(ms, 95), max: ms[ms.length - 1] ?? 0 },
    within500: ms.filter((x) => x <= 500).length,
  };
  console.log(
    `"acme" while four loops send the worst requests (${sentWorst} sent): ${acme.length} searches, p50 ${underLoad.acmeMs.p50} ms, p95 ${underLoad.acmeMs.p95} ms, max ${underLoad.acmeMs.max} ms, ${underLoad.within500} within 500 ms`,
  );
  const out = path.resolve('bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, `wide-keywords-${values.label}.json`),
    `${JSON.stringify({ url: values.url, state: values.state, single, underLoad }, null, 2)}\n`,
  );
}

await main();
