/**
 * Where the worker spends its CPU on a random mix (or the load mix, `--only "load mix"`): a V8 CPU profile taken through the
 * worker's inspector (Chrome DevTools Protocol, Profiler.start / stop) while the mix is
 * replayed warm, summed by function (self time) and by source file. With `--new-names`, the
 * code is warmed on another seed's mix and the profile is of requests the server never
 * answered before (names no in-isolate cache holds yet), as a random mix's cold pass meets them.
 *
 *   node worker/bench/profile.ts --only domain --seed 42
 *   node worker/bench/profile.ts --only valuation --new-names --seed 7101
 *
 * Writes bench-results/<mix>.cpuprofile, which Chrome DevTools (Performance panel) opens.
 */
import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { companyFacetsSchema } from '@domainary/schema/contracts/companies.ts';
import { BENCH_SERVER_VARS, startDevServer } from './dev-server.ts';
import { loadMixScenario } from './load-mix.ts';
import { measureScenario } from './measure.ts';
import { type CpuProfile, frameLocator, selfTimeByFile, selfTimeByFunction } from './profile-summary.ts';
import { companyMix } from './scenarios/company-mix.ts';
import { domainMix } from './scenarios/domain-mix.ts';
import { valuationMix } from './scenarios/valuation-mix.ts';
import { bundleSourceLocator } from './source-locator.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    only: { type: 'string', description: 'substring of the mix names to profile' },
    port: { type: 'string', default: '8890' },
    'persist-to': { type: 'string', description: "wrangler's state dir; .wrangler/state by default" },
    'inspector-port': { type: 'string', default: '9890' },
    seed: { type: 'string' },
    'mix-size': { type: 'string', default: '300' },
    top: { type: 'string', default: '10' },
    'new-names': { type: 'boolean', default: false },
  },
});
const seed = values.seed === undefined ? randomInt(2 ** 31) : Number(values.seed);
const mixSize = Number(values['mix-size']);
if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(mixSize) || mixSize < 1) {
  throw new Error('--seed and --mix-size take whole numbers (--mix-size 1 or more)');
}
const inspectorPort = Number(values['inspector-port']);

/** One DevTools Protocol session over the inspector's WebSocket. */
async function inspectorSession(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const target = targets[0];
  if (!target) throw new Error(`no inspector target on port ${port}`);
  // wrangler's inspector proxy accepts only local (or Cloudflare DevTools) origins.
  // Node's WebSocket (undici) takes request headers in its init; the worker's types describe workerd's.
  const init = { headers: { Origin: 'http://127.0.0.1' } } as unknown as string[];
  const socket = new WebSocket(target.webSocketDebuggerUrl, init);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(`inspector: ${JSON.stringify(message.error)}`));
    else waiting.resolve(message.result);
  });
  let nextId = 0;
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      nextId += 1;
      const id = nextId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve, reject) =>
        pending.set(id, { resolve: resolve as (result: unknown) => void, reject }),
      );
    },
    close: () => socket.close(),
  };
}

const server = await startDevServer({
  port: Number(values.port),
  persistTo: values['persist-to'],
  inspectorPort,
  timeoutMs: 120_000,
  vars: BENCH_SERVER_VARS,
});
try {
  const facets = companyFacetsSchema.parse(await (await fetch(`${server.url}/api/companies/facets`)).json());
  const mixesOf = (mixSeed: number) =>
    [
      companyMix(mixSeed, facets, mixSize),
      domainMix(mixSeed, mixSize),
      valuationMix(mixSeed, mixSize),
      loadMixScenario(),
    ].filter((mix) => !values.only || mix.name.includes(values.only));
  const mixes = mixesOf(seed);
  // The warm-up's own names: the profiled seed's with --new-names, else the same requests.
  const warmUps = values['new-names'] ? mixesOf(seed + 1) : mixes;
  console.log(`profiling ${mixes.map((m) => m.name).join(', ')} with seed ${seed}`);
  const inspector = await inspectorSession(inspectorPort);
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
  const locate = frameLocator(bundleSourceLocator(root));
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  for (const [i, mix] of mixes.entries()) {
    // Warm first, each request from its own visitor as measured (so none is rate limited): the
    // profile shows the steady state, not the first compilation of each function.
    await measureScenario(server.url, warmUps[i] ?? mix, { warmUp: false });
    await inspector.send('Profiler.start');
    const result = await measureScenario(server.url, mix, { warmUp: false });
    const { profile } = await inspector.send<{ profile: CpuProfile }>('Profiler.stop');
    const file = path.join(outDir, `${mix.name.replaceAll(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    const top = Number(values.top);
    console.log(
      `\n${mix.name}: ${result.requests} requests, p50 ${result.latencyMs.p50} ms; wrote ${path.relative(root, file)}`,
    );
    const byFunction = selfTimeByFunction(profile, result.requests, locate);
    const busy = byFunction.reduce((sum, row) => sum + row['ms/req'], 0);
    console.log(`busy (not idle) ${busy.toFixed(2)} ms a request; self time by function:`);
    console.table(byFunction.slice(0, top));
    console.log('self time of our own code (worker/src, schema/src):');
    console.table(byFunction.filter((row) => /\b(worker|schema)\/src\//.test(row.name)).slice(0, top));
    console.log('self time by file:');
    console.table(selfTimeByFile(profile, result.requests, locate).slice(0, top));
  }
  inspector.close();
} finally {
  await server.stop();
}
