/**
 * Where the local server's CPU goes per request, natively: `perf record` samples every process
 * of `wrangler dev` (workerd's C++ and SQLite as well as each isolate's JavaScript) while a
 * scenario, then the JSON 404 floor, replays warm, and prints the time per request under a few
 * landmark functions. The worker's V8 profile (`profile.ts`) cannot show this: it sees one
 * isolate, and samples taken while the same thread runs the simulated database's or another
 * isolate's work land on whatever frame of the worker was last on the stack.
 *
 *   node worker/bench/native-profile.ts --only "domain search" --persist-to <copy of the full seed>
 *
 * Needs `perf` (linux-perf) and kernel.perf_event_paranoid ≤ 2 (the user's own processes).
 * Landmarks nest (JSON.stringify runs inside "all JavaScript"), so rows do not sum to the total.
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_SERVER_VARS, startDevServer } from './dev-server.ts';
import { loadMix, loadMixScenario } from './load-mix.ts';
import { send } from './measure.ts';
import { type PerfReport, parsePerfReport } from './perf-report.ts';
import { serverProcessIds } from './process-cpu.ts';
import type { Scenario } from './scenario.ts';
import { domainScenarios } from './scenarios/domains.ts';
import { floorScenario } from './scenarios/platform.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'domain search: mix', description: 'substring of the scenario name' },
    'persist-to': { type: 'string', description: "wrangler's state dir; .wrangler/state by default" },
    port: { type: 'string', default: '8890' },
  },
});

/** Functions whose inclusive time says what a request's CPU was spent on, as perf names them. */
const LANDMARKS: readonly (readonly [label: string, symbol: string])[] = [
  ['all JavaScript, every isolate', 'Builtins_JSEntry'],
  ['SQLite statements (sqlite3_step)', 'sqlite3_step'],
  ['  of which preparing again', 'sqlite3Reprepare'],
  [
    'trace events of local observability',
    'workerd::tracing::(anonymous namespace)::TailStreamTarget::report(',
  ],
  ['subrequests (fetch)', 'workerd::api::Fetcher::fetch'],
  ['JSON.stringify', 'v8::internal::JsonStringifier::Stringify'],
  ['JSON parsing by workerd', 'v8::JSON::Parse'],
  ['new Response', 'workerd::api::Response::constructor'],
  ['gzip of response bodies', 'Cr_z_deflate'],
  ['garbage collection', 'v8::internal::Heap::CollectGarbage'],
  ['fsync (the simulated objects’ writes made durable)', '__x64_sys_fsync'],
  ['pread (database pages)', '__x64_sys_pread64'],
];

/** The recording's report: the sampled time and each symbol's inclusive share. */
function readReport(file: string): PerfReport {
  const text = execFileSync(
    'perf',
    ['report', '-i', file, '--children', '-g', 'none', '--sort', 'sym', '--stdio'],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return parsePerfReport(text);
}

/** Samples the server's processes while `scenario` replays once (after a warm pass of its own). */
async function profileOf(url: string, serverPid: number, scenario: Scenario, dir: string) {
  for (const request of scenario.requests) await send(url, request);
  const file = path.join(dir, `${scenario.requests.length}-${Date.now()}.data`);
  const pids = [...serverProcessIds(serverPid)].join(',');
  const perf = spawn('perf', ['record', '-q', '-g', '-F', '999', '-e', 'cpu-clock', '-p', pids, '-o', file], {
    stdio: 'ignore',
  });
  // perf attaches before its first sample; a request sent earlier would be missed, not wrong.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const request of scenario.requests) await send(url, request);
  perf.kill('SIGINT');
  await once(perf, 'exit');
  return readReport(file);
}

// The load mix, each of its routes alone (by route name: "company search", "valuation"), or a
// domain search scenario.
const scenarios: Scenario[] = [
  loadMixScenario(),
  ...loadMix.map((route) => ({ name: route.name, requests: [...route.requests] })),
  ...domainScenarios,
];
const scenario = scenarios.find((s) => s.name.includes(values.only));
if (!scenario) throw new Error(`no scenario named like ${values.only}`);
const dir = await mkdtemp(path.join(tmpdir(), 'native-profile-'));
const server = await startDevServer({
  port: Number(values.port),
  persistTo: values['persist-to'],
  timeoutMs: 120_000,
  vars: BENCH_SERVER_VARS,
});
try {
  const measured = await profileOf(server.url, server.pid, scenario, dir);
  const floor = await profileOf(server.url, server.pid, floorScenario, dir);
  const perRequest = (report: PerfReport, n: number, share: number) => (report.totalMs * share) / n;
  const n = scenario.requests.length;
  const nFloor = floorScenario.requests.length;
  const row = (label: string, symbol: string | null) => {
    const a = symbol === null ? measured.totalMs / n : perRequest(measured, n, measured.share(symbol));
    const b = symbol === null ? floor.totalMs / nFloor : perRequest(floor, nFloor, floor.share(symbol));
    return { '': label, [scenario.name]: a.toFixed(3), '404 floor': b.toFixed(3), above: (a - b).toFixed(3) };
  };
  console.log(
    `CPU ms a request sampled by perf (its own overhead included), ${scenario.name} against the 404:`,
  );
  console.table([row('all of the server', null), ...LANDMARKS.map(([label, symbol]) => row(label, symbol))]);
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
