import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_CHECKS_PER_RUN } from '../src/radar/tracking-job.ts';
import { BENCH_SERVER_VARS, startDevServer } from './dev-server.ts';
import { serverCpuMs } from './process-cpu.ts';
import { visitorHeaders } from './visitor-address.ts';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * A registry on 127.0.0.1 that knows no name: every RDAP query answers 404 and every NS query
 * NXDOMAIN, so each check costs the most it can (the RDAP query and the DNS confirmation).
 * It logs when each RDAP query arrived.
 */
async function emptyRegistry(): Promise<{
  origin: string;
  rdapArrivals: number[];
  dnsQueries: () => number;
  server: Server;
}> {
  const rdapArrivals: number[] = [];
  let dns = 0;
  const server = createServer((req, res) => {
    if ((req.url ?? '').includes('/dns-query')) {
      dns += 1;
      res.writeHead(200, { 'Content-Type': 'application/dns-json' }).end('{"Status":3}');
      return;
    }
    rdapArrivals.push(Date.now());
    res.writeHead(404, { 'Content-Type': 'application/rdap+json' }).end('{"errorCode":404}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake registry has no port');
  return { origin: `http://127.0.0.1:${address.port}`, rdapArrivals, dnsQueries: () => dns, server };
}

interface RunCost {
  checked: number;
  subrequests: number;
  statements: number;
  rowsRead: number;
  serverCpuMs: number;
  wallMs: number;
}

/** The last "drop radar run" line the worker logged, as the job reports itself. */
function lastRunLine(output: string): { checked: number; statements: number; rowsRead: number } | null {
  const lines = output.split('\n').filter((l) => l.includes('drop radar run'));
  const last = lines.at(-1);
  const json = last?.slice(last.indexOf('{'));
  return json ? JSON.parse(json) : null;
}

/**
 * `npm run bench -- --only "drop radar"`: the tracking job's worst case per run and the
 * outbound calls per minute one registry host receives at the shared budget, measured on a
 * `wrangler dev` of its own (a fresh local D1 with the migrations) against registries on
 * 127.0.0.1.
 * - Worst case per run: 200 watched .com names all due, each answered 404 + NXDOMAIN (two
 *   subrequests a check); runs are triggered until every name was checked, and the costliest
 *   run is reported: names checked, subrequests, D1 statements and rows read, server CPU.
 * - Calls per minute at the budget: 40 visitors post availability checks of new names to
 *   another registry host, at its default rate, for a minute.
 */
export async function measureDropRadar(port: number): Promise<void> {
  const radarRegistry = await emptyRegistry();
  const busyRegistry = await emptyRegistry();
  const state = await mkdtemp(path.join(tmpdir(), 'domainary-radar-bench-'));
  const migrate = spawnSync(
    'npx',
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stderr}`);
  const server = await startDevServer({
    port,
    persistTo: state,
    testScheduled: true,
    timeoutMs: 120_000,
    vars: {
      ...BENCH_SERVER_VARS,
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: `${radarRegistry.origin}/`, net: `${busyRegistry.origin}/` }),
      DOH_URL: `${radarRegistry.origin}/dns-query`,
      // The radar's own registry is not what limits a run here: the job's cap is.
      REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(radarRegistry.origin).host]: 1000 }),
    },
  });
  try {
    const first = await fetch(`${server.url}/api/watchlist`, { headers: visitorHeaders(1) });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const names = 200;
    for (let i = 0; i < names; i += 1) {
      const res = await fetch(`${server.url}/api/watchlist`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie, ...visitorHeaders(1000 + i) },
        body: JSON.stringify({ domain: `radarbench${i}.com` }),
      });
      await res.body?.cancel();
    }
    const runs: RunCost[] = [];
    for (let checkedSoFar = 0; checkedSoFar < names && runs.length < 10; ) {
      const rdapBefore = radarRegistry.rdapArrivals.length;
      const dnsBefore = radarRegistry.dnsQueries();
      const cpuBefore = serverCpuMs(server.pid);
      const started = performance.now();
      const linesBefore = server.output().split('drop radar run').length;
      const res = await fetch(
        `${server.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`,
      );
      await res.body?.cancel();
      while (server.output().split('drop radar run').length === linesBefore) await sleep(50);
      await sleep(100);
      const line = lastRunLine(server.output());
      if (!line) throw new Error('the tracking job logged no run');
      runs.push({
        checked: line.checked,
        subrequests: radarRegistry.rdapArrivals.length - rdapBefore + radarRegistry.dnsQueries() - dnsBefore,
        statements: line.statements,
        rowsRead: line.rowsRead,
        serverCpuMs: serverCpuMs(server.pid) - cpuBefore,
        wallMs: performance.now() - started,
      });
      checkedSoFar += line.checked;
    }
    const worst = (key: keyof RunCost) => Math.max(...runs.map((r) => r[key]));
    console.log(
      `\nDROP RADAR: ${runs.length} runs over ${names} due names (at most ${MAX_CHECKS_PER_RUN} checks a run)`,
    );
    console.log(
      `  worst run: ${worst('checked')} names checked, ${worst('subrequests')} subrequests, ${worst('statements')} D1 statements, ${worst('rowsRead')} rows read, ${Math.round(worst('serverCpuMs'))} ms server CPU (wrangler and workerd), ${Math.round(worst('wallMs'))} ms wall`,
    );

    const seconds = 60;
    const until = Date.now() + seconds * 1000;
    let sent = 0;
    const visitor = async (n: number) => {
      while (Date.now() < until) {
        const batch = Array.from({ length: 10 }, (_, i) => `flood${n}x${sent++}x${i}.net`);
        const res = await fetch(`${server.url}/api/availability`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...visitorHeaders(5000 + n) },
          body: JSON.stringify({ names: batch }),
        });
        await res.body?.cancel();
      }
    };
    const floodStart = Date.now();
    await Promise.all(Array.from({ length: 40 }, (_, n) => visitor(n)));
    const floodMs = Date.now() - floodStart;
    const arrivals = busyRegistry.rdapArrivals;
    // By the registry's clock: in the budget's own 10-second windows, and in the busiest 60 s.
    const perWindow = new Map<number, number>();
    for (const at of arrivals)
      perWindow.set(Math.floor(at / 10_000), (perWindow.get(Math.floor(at / 10_000)) ?? 0) + 1);
    const busiestMinute = Math.max(
      ...arrivals.map((at) => arrivals.filter((t) => t >= at && t < at + 60_000).length),
    );
    console.log(
      `  budget: 40 visitors posting new .net names for ${Math.round(floodMs / 1000)} s sent the registry ${arrivals.length} lookups: at most ${Math.max(...perWindow.values())} in a 10 s window and ${busiestMinute} in any 60 s (the host's default budget: 10 per 10 s window, 8 of them for visitors; 60 a minute)`,
    );
  } finally {
    await server.stop();
    radarRegistry.server.close();
    busyRegistry.server.close();
    await rm(state, { recursive: true, force: true });
  }
}
