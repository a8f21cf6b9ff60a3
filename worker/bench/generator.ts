/**
 * `node worker/bench/generator.ts [--state DIR]`: the built-in generator in this process,
 * request by request at count 10 (the scenario of `npm run bench`), each with its
 * valuations and one registry lookup against a local D1 database file. Prints wall-clock and
 * CPU-time percentiles: CPU time is what a request costs, whatever else the machine runs;
 * `npm run bench` gives the same requests' latency over HTTP.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDomainsRequestSchema } from '@domainary/schema/contracts/generator.ts';
import * as tables from '@domainary/schema/tables/index.ts';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { registryProvider } from '../src/availability/registry-provider.ts';
import type { Database } from '../src/db/database.ts';
import { briefOf } from '../src/generator/brief.ts';
import { suggestDomains } from '../src/generator/suggest.ts';
import { valueName } from '../src/valuation/engine/index.ts';
import { percentile } from './measure.ts';
import { generatorScenarios } from './scenarios/generator.ts';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: { state: { type: 'string', default: path.join(root, '.wrangler/state') } },
});

/** The D1 database file wrangler keeps under a --persist-to directory. */
function d1File(stateDir: string): string {
  const dir = path.join(stateDir, 'v3/d1/miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`no D1 database under ${dir}: run \`npm run seed\` (or pass --state)`);
  return path.join(dir, file);
}

const file = d1File(values.state);
const db = drizzle(createClient({ url: `file:${file}` }), { schema: tables }) as unknown as Database;
const availability = registryProvider(db);
const briefs = (generatorScenarios[0]?.requests ?? []).map((request) => {
  const brief = briefOf(generateDomainsRequestSchema.parse(request.body));
  if (!brief) throw new Error(`no brief for ${JSON.stringify(request.body)}`);
  return brief;
});

async function run(brief: (typeof briefs)[number]): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await suggestDomains(brief, {
    provider: null,
    misconfigured: null,
    availability,
    valueName,
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (result.suggestions.length !== brief.count) throw new Error(`count not met for "${brief.keyword}"`);
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

// Warm-up: the word list, the model and SQLite's page cache load on first use.
for (const brief of briefs.slice(0, 5)) await run(brief);
const wall: number[] = [];
const cpu: number[] = [];
for (const brief of briefs) {
  const { wallMs, cpuMs } = await run(brief);
  wall.push(wallMs);
  cpu.push(cpuMs);
}
const row = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    'p50 ms': round(percentile(sorted, 50)),
    'p95 ms': round(percentile(sorted, 95)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': round(sorted.at(-1) ?? 0),
  };
};
console.log(
  `built-in generator, count 10, ${briefs.length} requests, registry: ${path.relative(root, file)}`,
);
console.table({ wall: row(wall), cpu: row(cpu) });
