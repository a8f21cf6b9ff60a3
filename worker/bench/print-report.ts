import type { ScenarioResult } from './measure.ts';

const times = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)}×`;

function cpuOverFloor(result: ScenarioResult, floor: ScenarioResult): string {
  const floorCpu = result.floorCpuMsPerRequest ?? floor.cpuMsPerRequest;
  return result.cpuMsPerRequest !== undefined && floorCpu ? times(result.cpuMsPerRequest / floorCpu) : '';
}

/**
 * Latency, the worker's own time, rows read and the server's CPU per request, the last also
 * as a multiple of the floor's: other work on the machine slows every figure of a run
 * alike, so the multiple compares across runs where milliseconds do not. The floor is the
 * one measured in turns with the row's own requests where there is one, else `floor`'s.
 */
export function printResults(results: readonly ScenarioResult[], floor: ScenarioResult): void {
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
          'cpu ms/req': r.cpuMsPerRequest ?? '',
          '404 cpu beside': r.floorCpuMsPerRequest ?? '',
          'cpu / 404': cpuOverFloor(r, floor),
          'items/s': r.itemsPerSecond ?? '',
          ...(r.pageCacheBytesAfter !== undefined && {
            'read cold MB': Math.round(r.pageCacheBytesAfter / 2 ** 20),
          }),
        },
      ]),
    ),
  );
}

/**
 * The random mixes' latency beside the health route's (one statement that reads no row) in
 * the same run: p50, p95 and max, in milliseconds and as multiples of health's p50
 * (`healthP50Ms`, measured beside each row's requests where it can be), which, like the CPU
 * multiple, survives a busy machine better than milliseconds do.
 */
export function printLatencyOverHealth(results: readonly (ScenarioResult & { healthP50Ms: number })[]): void {
  console.log("\nLATENCY of the random mixes, as multiples of health's p50 (one statement, no row read):");
  console.table(
    Object.fromEntries(
      results.map((r) => {
        const over = (ms: number) => (r.healthP50Ms > 0 ? `${(ms / r.healthP50Ms).toFixed(2)}×` : '');
        return [
          r.name,
          {
            'health p50 ms': r.healthP50Ms,
            'p50 ms': r.latencyMs.p50,
            'p50 / health': over(r.latencyMs.p50),
            'p95 ms': r.latencyMs.p95,
            'p95 / health': over(r.latencyMs.p95),
            'max ms': r.latencyMs.max,
            'max / health': over(r.latencyMs.max),
          },
        ];
      }),
    ),
  );
}

/** The slowest requests of a scenario with their addresses, to replay and investigate. */
export function printSlowest(result: ScenarioResult): void {
  console.log(`\nslowest of ${result.name}:`);
  for (const t of result.slowest) {
    console.log(`  ${t.ms} ms (app ${t.appMs} ms, ${t.rowsRead} rows, ${t.status})  ${t.path}`);
  }
}

/** The ten requests that read the most rows, with their slowest statement: the worst case found. */
export function printCostliest(result: ScenarioResult): void {
  console.log(`\ncostliest of ${result.name} (rows read, slowest statement, worker time):`);
  for (const t of result.costliest) {
    console.log(
      `  ${String(t.rowsRead).padStart(7)} rows  ${String(t.slowestStatementMs).padStart(6)} ms  app ${t.appMs} ms  ${t.status}  ${t.path}`,
    );
  }
}
