/**
 * Server CPU per request of two checkouts served at once, each over its own copy of a state
 * directory: a scenario's requests and the JSON 404 floor are sent to the two servers in
 * alternating blocks, and each block is charged to the server that answered it (the `/proc`
 * CPU of its process tree, read before and after the block). Both then meet the same load,
 * where two runs of `run.ts` minutes apart meet different loads: on a shared machine the floor
 * alone moves by a third from run to run, and a ratio with it.
 *
 *   node worker/bench/side-by-side-cpu.ts --before ../main --before-state /tmp/full-copy \
 *     --after-state .wrangler/full --only "load mix" --rounds 3
 *
 * Two servers must never share a state directory (the second finds the database locked), so
 * `--before-state` is a copy (`cp -r`) of `--after-state`. `--before` is another checkout with
 * its dependencies installed and its pages built (wrangler serves `web/dist`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuPerRequestInTurns } from './cpu-in-turns.ts';
import { BENCH_SERVER_VARS, type DevServer, startDevServer } from './dev-server.ts';
import { loadMixScenario } from './load-mix.ts';
import { send } from './measure.ts';
import { serverCpuMs } from './process-cpu.ts';
import type { BenchRequest, Scenario } from './scenario.ts';
import { domainScenarios } from './scenarios/domains.ts';
import { floorScenario } from './scenarios/platform.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: path.resolve(import.meta.dirname, '../..') },
    'before-state': { type: 'string' },
    'after-state': { type: 'string' },
    only: { type: 'string', description: 'substring of the scenario names to run' },
    port: { type: 'string', default: '8890', description: 'the before server; the after one takes the next' },
    rounds: { type: 'string', default: '3', description: 'measured passes over each scenario' },
  },
});
const rounds = Number(values.rounds);
if (!values.before || !values['before-state'] || !values['after-state'] || !Number.isSafeInteger(rounds)) {
  throw new Error('--before, --before-state and --after-state are required; --rounds takes a whole number');
}
const port = Number(values.port);
const checkouts = [
  { name: 'before', root: path.resolve(values.before), state: path.resolve(values['before-state']) },
  { name: 'after', root: path.resolve(values.after), state: path.resolve(values['after-state']) },
];
const scenarios: Scenario[] = [
  loadMixScenario(),
  ...domainScenarios.filter((s) => s.name.startsWith('domain search: mix')),
].filter((s) => !values.only || s.name.includes(values.only));

/** Server CPU ms per request of `requests` on each server, the servers taking turns in blocks. */
function cpuPerRequest(servers: DevServer[], requests: readonly BenchRequest[]): Promise<number[]> {
  return cpuPerRequestInTurns(
    servers.map((server) => ({
      requests,
      send: (request) => send(server.url, request),
      serverCpuMs: () => serverCpuMs(server.pid),
    })),
  );
}

const servers: DevServer[] = [];
try {
  for (const [k, checkout] of checkouts.entries()) {
    servers.push(
      await startDevServer({
        root: checkout.root,
        persistTo: checkout.state,
        port: port + k,
        timeoutMs: 120_000,
        vars: BENCH_SERVER_VARS,
      }),
    );
  }
  for (const scenario of scenarios) {
    // A warm-up pass on both: the figures are a warm server's, as run.ts's are.
    for (const request of [...floorScenario.requests, ...scenario.requests])
      for (const server of servers) await send(server.url, request);
    const rows: Record<string, string>[] = [];
    for (let round = 1; round <= rounds; round++) {
      const floor = await cpuPerRequest(servers, floorScenario.requests);
      const measured = await cpuPerRequest(servers, scenario.requests);
      const row: Record<string, string> = { round: String(round) };
      for (const [k, checkout] of checkouts.entries()) {
        const [f, m] = [floor[k] as number, measured[k] as number];
        row[`${checkout.name} 404 ms`] = f.toFixed(2);
        row[`${checkout.name} ms`] = m.toFixed(2);
        row[`${checkout.name} ×404`] = `${(m / f).toFixed(2)}×`;
      }
      rows.push(row);
    }
    console.log(`\n${scenario.name}: server CPU per request, before and after under the same load`);
    console.table(rows);
  }
} finally {
  for (const server of servers) await server.stop();
}
