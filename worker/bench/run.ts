import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { companyFacetsSchema } from '@domainary/schema/contracts/companies.ts';
import { databaseSize, printDatabaseSize } from './database-size.ts';
import { BENCH_SERVER_VARS, startDevServer } from './dev-server.ts';
import { directorySize } from './directory-size.ts';
import { measureDropRadar } from './drop-radar.ts';
import { type LighthouseResult, lighthouseReport, printLighthouse } from './lighthouse.ts';
import { loadMixScenario } from './load-mix.ts';
import { measureScenario, type ScenarioResult } from './measure.ts';
import { databaseFiles, evictFromPageCache, residentBytes } from './page-cache.ts';
import { printCostliest, printLatencyOverHealth, printResults, printSlowest } from './print-report.ts';
import { serverCpuMs } from './process-cpu.ts';
import type { Scenario } from './scenario.ts';
import { companyScenarios } from './scenarios/companies.ts';
import { companyMix } from './scenarios/company-mix.ts';
import { domainMix } from './scenarios/domain-mix.ts';
import { domainScenarios } from './scenarios/domains.ts';
import { generatorScenarios } from './scenarios/generator.ts';
import { learningScenarios } from './scenarios/learning.ts';
import { marketScenarios } from './scenarios/market.ts';
import { floorScenario, healthScenario, platformScenarios } from './scenarios/platform.ts';
import { portfolioScenarios } from './scenarios/portfolio.ts';
import { salesScenarios } from './scenarios/sales.ts';
import { valuationScenarios } from './scenarios/valuation.ts';
import { valuationMix } from './scenarios/valuation-mix.ts';
import { type ApiDocument, worstCaseScenario } from './scenarios/worst-case.ts';
import { printSeedReport, seedReportOf } from './seed-report.ts';
import { measureStartup, printStartup } from './startup.ts';

const root = path.resolve(import.meta.dirname, '../..');
const namedScenarios: Scenario[] = [
  ...platformScenarios,
  ...valuationScenarios,
  ...portfolioScenarios,
  ...domainScenarios,
  ...learningScenarios,
  ...marketScenarios,
  ...salesScenarios,
  ...generatorScenarios,
  ...companyScenarios,
  loadMixScenario(),
];

const { values } = parseArgs({
  options: {
    only: { type: 'string', description: 'substring of the scenario names to run' },
    port: { type: 'string', default: '8890' },
    url: { type: 'string', description: 'bench a server that is already running instead' },
    state: { type: 'string', description: "the local state directory to bench (wrangler's --persist-to)" },
    'server-pid': { type: 'string', description: 'with --url: the pid whose process tree is the server' },
    seed: { type: 'string', description: 'replay the random mixes of an earlier run' },
    'mix-size': { type: 'string', default: '300', description: 'requests in each random mix' },
  },
});

// A new seed each run, so the cold pass meets queries the server never answered before.
const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
const mixSize = Number(values['mix-size']);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(mixSize) || mixSize < 1) {
  throw new Error('--seed and --mix-size take whole numbers (--mix-size 1 or more)');
}
const selected = (s: Scenario) => !values.only || s.name.includes(values.only);

// The remote seeding path at full size (`--only "remote load"`): the SQL files of the full
// seed replayed twice, statement by statement, on a throwaway local D1, with the slowest
// statements of each run. It takes far longer than every other scenario and needs no dev
// server, so it runs only when named.
if (values.only === 'remote load') {
  const replay = spawnSync(
    process.execPath,
    [path.join(root, 'seed/src/replay-remote-load.ts'), '--companies', '1000000', '--runs', '2'],
    { stdio: 'inherit' },
  );
  process.exit(replay.status ?? 1);
}
const stateDirectory = values.state === undefined ? undefined : path.resolve(values.state);
const databaseState = databaseFiles(stateDirectory ?? path.join(root, '.wrangler/state'));
const databaseBytes = databaseState.reduce((sum, file) => sum + statSync(file).size, 0);
const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;

// The database's bytes per table and index, and what its seed took, phase by phase: read from
// the files, before any server runs (`--only size` prints just these).
const databaseFile = databaseState.find((file) => file.endsWith('.sqlite'));
const onlySize = values.only !== undefined && 'size'.includes(values.only);
if (databaseFile && (!values.only || onlySize)) {
  printDatabaseSize(databaseSize(databaseFile));
  printSeedReport(seedReportOf(databaseFile));
}
if (onlySize) process.exit(0);

// The worker's startup CPU needs no server: wrangler starts the bundle on its own.
const onlyStartup = values.only !== undefined && 'startup'.includes(values.only);
if (!values.only || onlyStartup) printStartup(await measureStartup(root));
if (onlyStartup) process.exit(0);

// The drop radar runs on a wrangler dev of its own (a fresh database, registries on 127.0.0.1).
const onlyRadar = values.only !== undefined && 'drop radar'.includes(values.only);
if (!values.only || onlyRadar) await measureDropRadar(Number(values.port) + 1);
if (onlyRadar) process.exit(0);

const server = values.url
  ? {
      url: values.url,
      pid: values['server-pid'] ? Number(values['server-pid']) : undefined,
      stop: async () => {},
    }
  : await startDevServer({
      port: Number(values.port),
      persistTo: stateDirectory,
      timeoutMs: 120_000,
      vars: BENCH_SERVER_VARS,
    });
const serverPid = server.pid;
const cpu = serverPid === undefined ? undefined : () => serverCpuMs(serverPid);
try {
  const companies = await directorySize(server.url);
  console.log(`bench against ${server.url}: ${companies.toLocaleString('en-US')} companies`);
  console.log(
    `database: ${megabytes(databaseBytes)} in ${databaseState.map((f) => path.basename(f)).join(', ')}`,
  );
  console.log(`random mixes: seed ${seed} (replay with --seed ${seed}), ${mixSize} requests each`);
  const facetsRes = await fetch(`${server.url}/api/companies/facets`);
  const facets = companyFacetsSchema.parse(await facetsRes.json());
  const mixes = [
    companyMix(seed, facets, mixSize),
    domainMix(seed, mixSize),
    valuationMix(seed, mixSize),
  ].filter(selected);
  // The server's own OpenAPI document: the routes and contracts the worst case is drawn from.
  const apiDocument = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as ApiDocument;
  const worstCase = [worstCaseScenario(apiDocument, seed)].filter(selected);

  // The floor: a JSON 404 that touches no database. Each scenario's CPU is divided by this
  // floor measured again in turns with its own requests (measureScenario's cpuFloor).
  const floor = await measureScenario(server.url, floorScenario, { warmUp: true, serverCpuMs: cpu });
  // The floor the mixes' latency is stated against: one statement that reads no row.
  const health =
    mixes.length > 0 || selected(healthScenario)
      ? await measureScenario(server.url, healthScenario, { warmUp: true, serverCpuMs: cpu })
      : undefined;

  // Cold pass: each mix the first time the server sees it, right after its database file
  // left the page cache.
  const cold: ScenarioResult[] = [];
  for (const mix of mixes) {
    evictFromPageCache(databaseState);
    console.log(
      `  ${mix.name}: ${megabytes(residentBytes(databaseState))} of the database cached after eviction`,
    );
    const result = await measureScenario(server.url, mix, {
      warmUp: false,
      serverCpuMs: cpu,
      cpuFloor: floorScenario.requests,
    });
    cold.push({ ...result, pageCacheBytesAfter: residentBytes(databaseState) });
    console.log(`  measured cold ${mix.name}`);
  }

  // Warm pass: every scenario replayed after a warm-up over its own requests.
  const warm: ScenarioResult[] = health ? [floor, health] : [floor];
  for (const scenario of [...namedScenarios.filter(selected), ...mixes, ...worstCase]) {
    if (scenario === floorScenario || scenario === healthScenario) continue;
    warm.push(
      await measureScenario(server.url, scenario, {
        warmUp: true,
        serverCpuMs: cpu,
        cpuFloor: floorScenario.requests,
      }),
    );
    console.log(`  measured ${scenario.name}`);
  }

  // Latency pass: each warm mix once more, a health request sent after each of its requests,
  // so the floor its latency is divided by meets the same load (the machine's load moves
  // from one minute to the next, and a floor measured minutes apart moves with it).
  const warmBesideHealth = [];
  for (const mix of health ? mixes : []) {
    const result = await measureScenario(server.url, mix, {
      warmUp: false,
      floorBeside: healthScenario.requests[0],
    });
    warmBesideHealth.push({
      ...result,
      name: `${mix.name} (warm)`,
      healthP50Ms: result.floorBesideP50Ms ?? 0,
    });
  }

  if (cold.length > 0) {
    console.log('\nCOLD: first time each request is seen, database evicted from the page cache');
    printResults(cold, floor);
  }
  console.log('\nWARM: after a warm-up pass over the same requests');
  printResults(warm, floor);
  if (health && mixes.length > 0) {
    printLatencyOverHealth([
      ...cold.map((r) => ({ ...r, name: `${r.name} (cold)`, healthP50Ms: health.latencyMs.p50 })),
      ...warmBesideHealth,
    ]);
  }
  for (const result of [...cold.map((r) => ({ ...r, name: `${r.name} (cold)` })), ...warm]) {
    if (mixes.some((mix) => result.name.startsWith(mix.name))) printSlowest(result);
  }
  for (const result of warm) if (worstCase.some((w) => w.name === result.name)) printCostliest(result);
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, 'bench.json');
  const write = (lighthouse: LighthouseResult[]) =>
    writeFile(
      file,
      `${JSON.stringify({ at: new Date().toISOString(), seed, companies, databaseBytes, cold, warm, lighthouse }, null, 2)}\n`,
    );
  // Written before Lighthouse too, so a page that fails to load does not lose the figures.
  await write([]);
  // Lighthouse on the home page and a pre-rendered page of the built bundle.
  const lighthouse =
    !values.only || 'lighthouse'.includes(values.only) ? await lighthouseReport(server.url) : [];
  if (lighthouse.length > 0) {
    printLighthouse(lighthouse);
    await write(lighthouse);
  }
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
