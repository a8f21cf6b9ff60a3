import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startDevServer } from './dev-server.ts';
import { directorySize } from './directory-size.ts';
import { lighthouseReport, printLighthouse } from './lighthouse.ts';
import { measureScenario, type ScenarioResult } from './measure.ts';
import type { Scenario } from './scenario.ts';
import { companyScenarios } from './scenarios/companies.ts';
import { domainScenarios } from './scenarios/domains.ts';
import { generatorScenarios } from './scenarios/generator.ts';
import { learningScenarios } from './scenarios/learning.ts';
import { marketScenarios } from './scenarios/market.ts';
import { platformScenarios } from './scenarios/platform.ts';
import { valuationScenarios } from './scenarios/valuation.ts';

const root = path.resolve(import.meta.dirname, '../..');
const allScenarios: Scenario[] = [
  ...platformScenarios,
  ...valuationScenarios,
  ...domainScenarios,
  ...learningScenarios,
  ...marketScenarios,
  ...generatorScenarios,
  ...companyScenarios,
];

const { values } = parseArgs({
  options: {
    only: { type: 'string', description: 'substring of the scenario names to run' },
    port: { type: 'string', default: '8890' },
    url: { type: 'string', description: 'bench a server that is already running instead' },
  },
});

function printTable(results: ScenarioResult[]): void {
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.name,
        {
          n: r.requests,
          errors: r.errors,
          'p50 ms': r.latencyMs.p50,
          'p95 ms': r.latencyMs.p95,
          'p99 ms': r.latencyMs.p99,
          'max ms': r.latencyMs.max,
          'app p50': r.appMs.p50,
          'app p95': r.appMs.p95,
          'rows p50': r.rowsRead.p50,
          'rows p95': r.rowsRead.p95,
          'rows max': r.rowsRead.max,
          'items/s': r.itemsPerSecond ?? '',
        },
      ]),
    ),
  );
}

const scenarios = allScenarios.filter((s) => !values.only || s.name.includes(values.only));
const server = values.url
  ? { url: values.url, stop: async () => {} }
  : await startDevServer({
      port: Number(values.port),
      timeoutMs: 120_000,
      // Its own cookie secret, so the bench runs on a machine without .dev.vars.
      vars: { VISITOR_COOKIE_SECRET: 'bench-only-visitor-secret', SERVER_TIMING: 'on' },
    });
try {
  const companies = await directorySize(server.url);
  console.log(`bench against ${server.url}: ${companies.toLocaleString('en-US')} companies`);
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    results.push(await measureScenario(server.url, scenario));
    console.log(`  measured ${scenario.name}`);
  }
  printTable(results);
  // Lighthouse on the home page and a pre-rendered page of the built bundle (issue 8 targets).
  const lighthouse =
    !values.only || 'lighthouse'.includes(values.only) ? await lighthouseReport(server.url) : [];
  if (lighthouse.length > 0) printLighthouse(lighthouse);
  const outDir = path.join(root, 'bench-results');
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, 'bench.json');
  await writeFile(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), companies, results, lighthouse }, null, 2)}\n`,
  );
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  await server.stop();
}
