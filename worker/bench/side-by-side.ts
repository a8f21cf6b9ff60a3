/**
 * Two checkouts served at once, each request of a random mix sent to one and then the other
 * (the first of the two alternating), each followed by a JSON 404 on the same server: both meet
 * the same load, where two runs of `run.ts` minutes apart meet different loads, and on a shared
 * machine that difference moves a p95 more than most changes do. Each mix is sent cold (each
 * server's database evicted from the page cache, names neither server was asked before), then
 * warm (after a warm-up pass over the same requests).
 *
 *   node worker/bench/side-by-side.ts --before ../main --only valuation --seed 7101
 *
 * `--before` is another checkout with its dependencies installed, its pages built (wrangler
 * serves `web/dist`) and its own `.wrangler/state` (seeded, or copied from this one); `--after`
 * is this checkout unless given.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_SERVER_VARS, type DevServer, startDevServer } from './dev-server.ts';
import { percentile, send, succeeded } from './measure.ts';
import { databaseFiles, evictFromPageCache } from './page-cache.ts';
import type { BenchRequest, Scenario } from './scenario.ts';
import { domainMix } from './scenarios/domain-mix.ts';
import { floorScenario } from './scenarios/platform.ts';
import { valuationMix } from './scenarios/valuation-mix.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
    only: { type: 'string', description: 'substring of the mix names to run' },
    port: { type: 'string', default: '8890', description: 'the before server; the after one takes the next' },
    seed: { type: 'string', default: '1' },
    'mix-size': { type: 'string', default: '300' },
  },
});
const seed = Number(values.seed);
const mixSize = Number(values['mix-size']);
const port = Number(values.port);
if (!values.before || !Number.isSafeInteger(seed) || !Number.isSafeInteger(mixSize) || mixSize < 1) {
  throw new Error('--before <checkout> is required; --seed and --mix-size take whole numbers');
}
const roots = [path.resolve(values.before), path.resolve(values.after)];
const mixes = [domainMix(seed, mixSize), valuationMix(seed, mixSize)].filter(
  (mix) => !values.only || mix.name.includes(values.only),
);

/** One request's latency, sent as the bench sends every request (from a visitor of its own). */
async function timed(server: DevServer, request: BenchRequest): Promise<number> {
  const result = await send(server.url, request);
  if (!succeeded(request, result.status)) throw new Error(`${request.path}: HTTP ${result.status}`);
  return result.ms;
}

/** Every request of the mix on both servers in turn, each followed by a 404 on the same server. */
async function sideBySide(servers: DevServer[], mix: Scenario) {
  const times = servers.map(() => ({ mix: [] as number[], floor: [] as number[] }));
  for (const [i, request] of mix.requests.entries()) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    const floor = floorScenario.requests[i % floorScenario.requests.length] as BenchRequest;
    for (const k of order) {
      const t = times[k] as (typeof times)[number];
      t.mix.push(await timed(servers[k] as DevServer, request));
      t.floor.push(await timed(servers[k] as DevServer, floor));
    }
  }
  const sorted = (a: number[]) => [...a].sort((x, y) => x - y);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return Object.fromEntries(
    times.map((t, k) => {
      const [mix, floor] = [sorted(t.mix), sorted(t.floor)];
      const row = {
        'p50 ms': ms(percentile(mix, 50)),
        'p95 ms': ms(percentile(mix, 95)),
        '404 p50': ms(percentile(floor, 50)),
        '404 p95': ms(percentile(floor, 95)),
        'p50 / 404 p50': `${(percentile(mix, 50) / percentile(floor, 50)).toFixed(2)}×`,
        'p95 / 404 p95': `${(percentile(mix, 95) / percentile(floor, 95)).toFixed(2)}×`,
      };
      return [k === 0 ? 'before' : 'after', row];
    }),
  );
}

const servers: DevServer[] = [];
try {
  for (const [k, root] of roots.entries()) {
    servers.push(
      await startDevServer({
        root,
        port: port + k,
        inspectorPort: port + 10 + k,
        timeoutMs: 120_000,
        vars: BENCH_SERVER_VARS,
      }),
    );
  }
  // The floor warmed on both first, as run.ts does before its cold pass.
  for (const request of floorScenario.requests) for (const server of servers) await timed(server, request);
  for (const mix of mixes) {
    for (const root of roots) evictFromPageCache(databaseFiles(path.join(root, '.wrangler/state')));
    console.log(`\n${mix.name}, seed ${seed}, cold (first time asked, databases evicted):`);
    console.table(await sideBySide(servers, mix));
    for (const request of mix.requests) for (const server of servers) await timed(server, request);
    console.log(`${mix.name}, seed ${seed}, warm (after a warm-up pass):`);
    console.table(await sideBySide(servers, mix));
  }
} finally {
  for (const server of servers) await server.stop();
}
