import { cpuPerRequestInTurns } from './cpu-in-turns.ts';
import type { BenchRequest, Scenario } from './scenario.ts';
import { visitorHeaders } from './visitor-address.ts';

/** One request as the bench saw it, kept for the slowest of each scenario. */
export interface TimedRequest {
  path: string;
  ms: number;
  /** The worker's own time from Server-Timing (app;dur). */
  appMs: number;
  rowsRead: number;
  /** SQLite time of the request's slowest statement (Server-Timing slowest_statement_ms). */
  slowestStatementMs: number;
  status: number;
}

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
  /** CPU the server's processes spent per request of the measured pass, when they are known. */
  cpuMsPerRequest?: number;
  /** The floor's CPU per request, measured in blocks taking turns with the pass (MeasureOptions.cpuFloor). */
  floorCpuMsPerRequest?: number;
  /**
   * The three requests of the measured pass on which the worker spent the longest (its own
   * Server-Timing time, D1 included), longest first: on a shared machine the local proxy in
   * front of it adds scheduling noise that says nothing about the query.
   */
  slowest: TimedRequest[];
  /** The ten requests of the measured pass that read the most rows, most first. */
  costliest: TimedRequest[];
  /** Items (names) handled per second of request time, for scenarios that send many per request. */
  itemsPerSecond?: number;
  /**
   * Cold pass only: how much of the database the page cache held after the scenario, having
   * held none before it: what its requests read from disk, the kernel's read-ahead included.
   */
  pageCacheBytesAfter?: number;
  /** The p50 latency of the floor request sent after each measured one (MeasureOptions.floorBeside). */
  floorBesideP50Ms?: number;
}

export interface MeasureOptions {
  /**
   * Send every request once before the measured pass: the figures are then a warm server's
   * (page cache, in-isolate caches). Without it, each request is measured the first time
   * the server sees it.
   */
  warmUp: boolean;
  /** The server's CPU time so far, in ms; read before and after the measured pass. */
  serverCpuMs?: () => number;
  /**
   * A request sent right after each measured one (not during the warm-up), whose p50 latency
   * is the floor the scenario's latency is stated against: measured beside it, the floor
   * meets the same load, where a floor measured before the scenario meets the load of another
   * minute. The server's CPU is then not read: it would count both.
   */
  floorBeside?: BenchRequest;
  /**
   * The floor the scenario's CPU is stated against, sent in blocks taking turns with the
   * measured requests (as many as they are, its list repeated), so both meet the same load.
   */
  cpuFloor?: readonly BenchRequest[];
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? 0;
}

const rowsReadPattern = /rows_read=(\d+)/;
const appDurationPattern = /app;dur=([\d.]+)/;
const slowestStatementPattern = /slowest_statement_ms=([\d.]+)/;
const round = (n: number) => Math.round(n * 10) / 10;
// CPU per request is a few ms, and a ratio of two of them is stated to two places.
const roundCpu = (n: number) => Math.round(n * 100) / 100;

/** Whether a response's status is what the request counts as success. */
export function succeeded(request: BenchRequest, status: number): boolean {
  if (request.expectStatus !== undefined) return status === request.expectStatus;
  return (status >= 200 && status < 300) || (request.alsoAcceptStatus?.includes(status) ?? false);
}

/**
 * Every request the bench sends comes from the next simulated visitor unless its scenario
 * names one, so per-client rate limits never refuse a measured request.
 */
let nextVisitor = 0;

/** One request, timed as a visitor meets it, with the rows read and app time its Server-Timing gives. */
export async function send(baseUrl: string, request: BenchRequest): Promise<TimedRequest> {
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
  return {
    path: request.path,
    ms: round(ms),
    rowsRead: Number(rowsReadPattern.exec(timing)?.[1] ?? 0),
    appMs: Number(appDurationPattern.exec(timing)?.[1] ?? 0),
    slowestStatementMs: Number(slowestStatementPattern.exec(timing)?.[1] ?? 0),
    status: res.status,
  };
}

/**
 * Replays a scenario one request at a time, so each figure is the latency a visitor sees
 * on an idle server; load under concurrency is `npm run load`'s job.
 */
export async function measureScenario(
  baseUrl: string,
  scenario: Scenario,
  options: MeasureOptions,
): Promise<ScenarioResult> {
  if (options.warmUp) for (const request of scenario.requests) await send(baseUrl, request);
  const { floorBeside, cpuFloor, serverCpuMs } = options;
  const timed: TimedRequest[] = [];
  const floorTimes: number[] = [];
  let errors = 0;
  const sendMeasured = async (request: BenchRequest) => {
    const result = await send(baseUrl, request);
    timed.push(result);
    if (!succeeded(request, result.status)) errors += 1;
    if (floorBeside) floorTimes.push((await send(baseUrl, floorBeside)).ms);
  };
  let cpuMsPerRequest: number | undefined;
  let floorCpuMsPerRequest: number | undefined;
  if (serverCpuMs && cpuFloor && cpuFloor.length > 0 && !floorBeside) {
    const floorRequests = scenario.requests.map((_, i) => cpuFloor[i % cpuFloor.length] as BenchRequest);
    [cpuMsPerRequest, floorCpuMsPerRequest] = await cpuPerRequestInTurns([
      { requests: scenario.requests, send: sendMeasured, serverCpuMs },
      { requests: floorRequests, send: (request) => send(baseUrl, request), serverCpuMs },
    ]);
  } else {
    // The server's CPU is not read beside a floor request: it would count both.
    const cpuBefore = floorBeside ? undefined : serverCpuMs?.();
    for (const request of scenario.requests) await sendMeasured(request);
    if (cpuBefore !== undefined && serverCpuMs) cpuMsPerRequest = (serverCpuMs() - cpuBefore) / timed.length;
  }
  const latencies = timed.map((t) => t.ms).sort((a, b) => a - b);
  const appTimes = timed.map((t) => t.appMs).sort((a, b) => a - b);
  const rows = timed.map((t) => t.rowsRead).sort((a, b) => a - b);
  const totalSeconds = latencies.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    name: scenario.name,
    requests: scenario.requests.length,
    errors,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    },
    appMs: { p50: percentile(appTimes, 50), p95: percentile(appTimes, 95) },
    rowsRead: { p50: percentile(rows, 50), p95: percentile(rows, 95), max: rows.at(-1) ?? 0 },
    ...(cpuMsPerRequest !== undefined && { cpuMsPerRequest: roundCpu(cpuMsPerRequest) }),
    ...(floorCpuMsPerRequest !== undefined && { floorCpuMsPerRequest: roundCpu(floorCpuMsPerRequest) }),
    slowest: [...timed].sort((a, b) => b.appMs - a.appMs || b.ms - a.ms).slice(0, 3),
    costliest: [...timed].sort((a, b) => b.rowsRead - a.rowsRead || b.appMs - a.appMs).slice(0, 10),
    ...(floorBeside && {
      floorBesideP50Ms: percentile(
        floorTimes.sort((a, b) => a - b),
        50,
      ),
    }),
    ...(scenario.itemsPerRequest && {
      itemsPerSecond: Math.round((scenario.itemsPerRequest * scenario.requests.length) / totalSeconds),
    }),
  };
}
