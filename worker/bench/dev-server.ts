import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The settings every local bench server runs with: its own cookie secret (long enough to be
 * accepted), so a machine without .dev.vars can bench, and the database figures of
 * Server-Timing, which the bench reads and production leaves off.
 */
export const BENCH_SERVER_VARS = {
  VISITOR_COOKIE_SECRET: 'bench-only-visitor-cookie-secret-at-least-32-bytes',
  SERVER_TIMING: 'on',
};

export interface DevServer {
  url: string;
  /** The process the server runs under (npx); wrangler and workerd are its descendants. */
  pid: number;
  stop(): Promise<void>;
  /** Everything wrangler and the worker printed so far (the worker's console.log lines too). */
  output(): string;
}

export interface DevServerOptions {
  port: number;
  /** The checkout to serve; this one when omitted. */
  root?: string;
  /** wrangler's --persist-to; the default local state (.wrangler/state) when omitted. */
  persistTo?: string;
  vars?: Record<string, string>;
  /** How long to wait for /api/health before giving up. */
  timeoutMs?: number;
  /** Open the worker's V8 inspector (Chrome DevTools Protocol) on this port. */
  inspectorPort?: number;
  /** Serve /cdn-cgi/local/scheduled, which runs the Cron Trigger jobs on request. */
  testScheduled?: boolean;
}

/** Starts `wrangler dev` in its own process group and waits until the API answers. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const args = [
    'wrangler',
    'dev',
    '--port',
    String(options.port),
    '--ip',
    '127.0.0.1',
    '--log-level',
    options.testScheduled ? 'log' : 'warn',
  ];
  if (options.persistTo) args.push('--persist-to', options.persistTo);
  if (options.inspectorPort) args.push('--inspector-port', String(options.inspectorPort));
  if (options.testScheduled) args.push('--test-scheduled');
  for (const [name, value] of Object.entries(options.vars ?? {})) args.push('--var', `${name}:${value}`);
  const child = spawn('npx', args, {
    cwd: options.root ?? root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && child.pid !== undefined)
        return { url, pid: child.pid, stop: () => stopProcessGroup(child), output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stopProcessGroup(child);
  throw new Error(`wrangler dev did not answer within the timeout:\n${output}`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, sleep(5_000)]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}
