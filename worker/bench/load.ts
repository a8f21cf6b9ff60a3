import type { EventEmitter } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { BENCH_SERVER_VARS, startDevServer } from './dev-server.ts';
import { directorySize } from './directory-size.ts';
import { loadMix, loadStream } from './load-mix.ts';
import { percentile } from './measure.ts';
import { visitorHeaders } from './visitor-address.ts';

/**
 * `npm run load`: the mixed workload of load-mix.ts at a fixed request rate (autocannon),
 * against `wrangler dev` on the full local seed, with errors and p50 / p99 / max per route.
 * `--find-max` steps the rate up and reports the highest one that keeps p99 <= 100 ms with
 * no errors and the rate actually delivered.
 */
const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    port: { type: 'string', default: '8895' },
    url: { type: 'string', description: 'load a server that is already running instead' },
    'persist-to': { type: 'string', description: "wrangler's state dir; .wrangler/state by default" },
    'find-max': { type: 'boolean', default: false },
    'step-seconds': { type: 'string', default: '20' },
    'p99-target': { type: 'string', default: '100' },
  },
});

const p99TargetMs = Number(values['p99-target']);
const root = path.resolve(import.meta.dirname, '../..');

/** Per connection: the route of the request in flight (one at a time, no pipelining). */
type InFlight = { route: string };

interface RouteStats {
  requests: number;
  errors: number;
  statuses: Record<number, number>;
  latencies: number[];
}

interface LoadResult {
  rate: number;
  seconds: number;
  requests: number;
  achievedRate: number;
  errors: number;
  transportErrors: number;
  p50: number;
  p99: number;
  max: number;
  routes: Record<
    string,
    { n: number; errors: number; p50: number; p99: number; max: number; statuses: Record<number, number> }
  >;
}

const round = (n: number) => Math.round(n * 10) / 10;

function summarize(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * autocannon paces a connection by letting it send its quota at the start of each second,
 * so one instance would hit the server with the whole second's requests at once. Several
 * instances started a fraction of a second apart, each connection sending one request a
 * second, spread the arrivals over the second: close to the steady rate a crowd produces.
 */
const slicesPerSecond = 20;

interface Recorder {
  next: ReturnType<typeof loadStream>;
  record: (route: string, status: number, ms: number) => void;
  transportError: () => void;
}

// Simulated visitors: rate limits key on the client IP, and a load test is many clients.
let client = 0;

function runSlice(
  url: string,
  rate: number,
  seconds: number,
  recorder: Recorder,
): Promise<autocannon.Result> {
  let answered = '';
  return new Promise((resolve, reject) => {
    const options: autocannon.Options = {
      url,
      connections: rate,
      overallRate: rate,
      duration: seconds,
      timeout: 10,
      initialContext: { route: '' } satisfies InFlight,
      requests: [
        {
          setupRequest: (req, context) => {
            const { route, request } = recorder.next();
            (context as InFlight).route = route;
            client = (client + 1) % 5000;
            return {
              ...req,
              method: request.method ?? 'GET',
              path: request.path,
              headers: {
                ...visitorHeaders(client),
                ...request.headers,
                ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
              },
              ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
            };
          },
          // Runs just before autocannon's 'response' event for the same answer.
          onResponse: (_status, _body, context) => {
            answered = (context as InFlight).route;
          },
        },
      ],
    };
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    // The tracker passes the client first (autocannon's typings leave it out).
    (instance as unknown as EventEmitter).on(
      'response',
      (_client: unknown, status: number, _bytes: number, ms: number) => recorder.record(answered, status, ms),
    );
    instance.on('reqError', recorder.transportError);
  });
}

/** One run at a fixed overall rate: every response attributed to its route. */
async function runAtRate(url: string, rate: number, seconds: number): Promise<LoadResult> {
  const stats = new Map<string, RouteStats>(
    loadMix.map((r) => [r.name, { requests: 0, errors: 0, statuses: {}, latencies: [] }]),
  );
  let transportErrors = 0;
  const recorder: Recorder = {
    next: loadStream(loadMix),
    record: (name, status, ms) => {
      const route = stats.get(name);
      if (!route) return;
      route.requests += 1;
      // autocannon reports an answer cut off by a reset without a status: 0 here, an error.
      const code = status || 0;
      route.statuses[code] = (route.statuses[code] ?? 0) + 1;
      if (code === 0 || code >= 400) route.errors += 1;
      route.latencies.push(ms);
    },
    transportError: () => {
      transportErrors += 1;
    },
  };
  const slices = Math.min(rate, slicesPerSecond);
  // Connection errors and timeouts both arrive as reqError.
  await Promise.all(
    Array.from({ length: slices }, async (_, i) => {
      await sleep((i * 1000) / slices);
      const sliceRate = Math.floor(rate / slices) + (i < rate % slices ? 1 : 0);
      return runSlice(url, sliceRate, seconds, recorder);
    }),
  );

  const all = [...stats.values()].flatMap((s) => s.latencies);
  const requests = all.length;
  return {
    rate,
    seconds,
    requests,
    achievedRate: round(requests / seconds),
    errors: [...stats.values()].reduce((n, s) => n + s.errors, 0) + transportErrors,
    transportErrors,
    ...summarize(all),
    routes: Object.fromEntries(
      [...stats].map(([name, s]) => [
        name,
        { n: s.requests, errors: s.errors, ...summarize(s.latencies), statuses: s.statuses },
      ]),
    ),
  };
}

function meetsTarget(r: LoadResult): boolean {
  return r.errors === 0 && r.p99 <= p99TargetMs && r.achievedRate >= r.rate * 0.95;
}

function print(r: LoadResult): void {
  console.log(
    `\n${r.rate} req/s for ${r.seconds} s: ${r.requests} requests (${r.achievedRate}/s delivered), ` +
      `${r.errors} errors (${r.transportErrors} transport), p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms` +
      ` -> ${meetsTarget(r) ? 'meets' : 'misses'} p99 <= ${p99TargetMs} ms with 0 errors`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(r.routes).map(([name, s]) => [
        name,
        {
          n: s.n,
          errors: s.errors,
          'p50 ms': s.p50,
          'p99 ms': s.p99,
          'max ms': s.max,
          statuses: Object.entries(s.statuses)
            .map(([status, count]) => `${status}×${count}`)
            .join(' '),
        },
      ]),
    ),
  );
}

const server = values.url
  ? { url: values.url, stop: async () => {} }
  : await startDevServer({
      port: Number(values.port),
      persistTo: values['persist-to'],
      timeoutMs: 180_000,
      vars: BENCH_SERVER_VARS,
    });
try {
  const companies = await directorySize(server.url);
  console.log(`load against ${server.url}: ${companies.toLocaleString('en-US')} companies`);
  if (companies < 1_000_000) console.log('note: not the full 1,000,000 seed (npm run seed).');
  // Warm-up: every request of the mix once, one at a time, so the runs measure a server whose
  // isolate, engine tables and SQLite page cache are warm, not the first read of each page
  // from disk (a cold 2 GB database stalls every route behind its first slow queries).
  const warmStarted = performance.now();
  let warmVisitor = 0;
  for (const route of loadMix) {
    for (const request of route.requests) {
      const res = await fetch(server.url + request.path, {
        method: request.method ?? 'GET',
        headers: {
          // One simulated visitor each, as in the runs, so no warm-up request is rate limited.
          ...visitorHeaders(warmVisitor++),
          ...request.headers,
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      });
      await res.arrayBuffer();
    }
  }
  console.log(
    `warm-up: every request of the mix once in ${((performance.now() - warmStarted) / 1000).toFixed(1)} s`,
  );

  const runs: LoadResult[] = [];
  if (values['find-max']) {
    const seconds = Number(values['step-seconds']);
    let best: LoadResult | undefined;
    let misses = 0;
    // Fine steps where a small dev machine lands, coarser ones above.
    for (let rate = 10; rate <= 2000; rate += rate < 100 ? 10 : rate < 400 ? 50 : 100) {
      const r = await runAtRate(server.url, rate, seconds);
      runs.push(r);
      print(r);
      // One miss can be a hiccup of a shared machine; two in a row end the climb.
      misses = meetsTarget(r) ? 0 : misses + 1;
      if (misses === 0) best = r;
      if (misses === 2) break;
    }
    console.log(
      best
        ? `\nhighest rate meeting p99 <= ${p99TargetMs} ms with 0 errors: ${best.rate} req/s (p99 ${best.p99} ms)`
        : `\nno rate from 10 req/s up meets p99 <= ${p99TargetMs} ms with 0 errors`,
    );
  } else {
    const r = await runAtRate(server.url, Number(values.rate), Number(values.duration));
    runs.push(r);
    print(r);
  }
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, values['find-max'] ? 'load-find-max.json' : 'load.json');
  await writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), companies, runs }, null, 2)}\n`);
  console.log(`written ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
