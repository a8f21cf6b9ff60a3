import type { BenchRequest, Scenario } from './scenario.ts';
import { visitorHeaders } from './visitor-address.ts';

export interface ScenarioResult {
  name: string;
  requests: number;
  errors: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  /**
   * The worker's own time (Server-Timing app;dur) without the local dev proxy in front of
   * it; workerd's clock moves only on I/O, so it is coarse (whole milliseconds).
   */
  appMs: { p50: number; p95: number };
  rowsRead: { p50: number; p95: number; max: number };
  /** Items (names) handled per second of request time, for scenarios that send many per request. */
  itemsPerSecond?: number;
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

const rowsReadPattern = /rows_read=(\d+)/;
const appDurationPattern = /app;dur=([\d.]+)/;

/**
 * Every request the bench sends comes from the next simulated visitor unless its scenario
 * names one, so per-client rate limits never refuse a measured request.
 */
let nextVisitor = 0;

async function send(
  baseUrl: string,
  request: BenchRequest,
): Promise<{ ms: number; ok: boolean; rowsRead: number; appMs: number }> {
  const headers = { ...visitorHeaders(nextVisitor++), ...request.headers };
  const init: RequestInit = { method: request.method ?? 'GET', headers };
  if (request.body !== undefined) {
    init.body = JSON.stringify(request.body);
    init.headers = { ...headers, 'Content-Type': 'application/json' };
  }
  const started = performance.now();
  const res = await fetch(baseUrl + request.path, init);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  const timing = res.headers.get('Server-Timing') ?? '';
  const rowsRead = Number(rowsReadPattern.exec(timing)?.[1] ?? 0);
  const appMs = Number(appDurationPattern.exec(timing)?.[1] ?? 0);
  const ok = request.expectStatus === undefined ? res.ok : res.status === request.expectStatus;
  return { ms, ok, rowsRead, appMs };
}

/**
 * Replays a scenario one request at a time, so each figure is the latency a visitor sees
 * on an idle server; load under concurrency is `npm run load`'s job. Every request is sent
 * once before the measured pass, as `npm run load` does: the figures are a warm server's,
 * not the first disk reads of a 2 GB database that this machine keeps only partly cached.
 */
export async function measureScenario(baseUrl: string, scenario: Scenario): Promise<ScenarioResult> {
  for (const request of scenario.requests) await send(baseUrl, request);
  const latencies: number[] = [];
  const appTimes: number[] = [];
  const rows: number[] = [];
  let errors = 0;
  for (const request of scenario.requests) {
    const { ms, ok, rowsRead, appMs } = await send(baseUrl, request);
    latencies.push(ms);
    appTimes.push(appMs);
    rows.push(rowsRead);
    if (!ok) errors += 1;
  }
  const totalSeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  latencies.sort((a, b) => a - b);
  appTimes.sort((a, b) => a - b);
  rows.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    name: scenario.name,
    requests: scenario.requests.length,
    errors,
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p95: round(percentile(latencies, 95)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies.at(-1) ?? 0),
    },
    appMs: { p50: percentile(appTimes, 50), p95: percentile(appTimes, 95) },
    rowsRead: { p50: percentile(rows, 50), p95: percentile(rows, 95), max: rows.at(-1) ?? 0 },
    ...(scenario.itemsPerRequest && {
      itemsPerSecond: Math.round((scenario.itemsPerRequest * scenario.requests.length) / totalSeconds),
    }),
  };
}
