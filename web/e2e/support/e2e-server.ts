import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const wrangler = path.join(repoRoot, 'node_modules/wrangler/bin/wrangler.js');
const seedCli = path.join(repoRoot, 'seed/src/cli.ts');

/** The server and its inspector (the next port): 8801 unless E2E_PORT picks another, never wrangler's defaults. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8801);
const seedCompanies = '2000';
// Generous: the server starts while the other projects' tests load both cores.
const startupTimeoutMs = 240_000;

// Only for this throwaway server; real secrets live in .dev.vars / wrangler secrets.
const visitorCookieSecret = 'e2e-only-visitor-cookie-secret-not-used-anywhere-else';

const quietEnv = { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' };

const run = promisify(execFile);

async function runStep(what: string, args: string[]): Promise<void> {
  try {
    await run(process.execPath, args, { cwd: repoRoot, env: quietEnv, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`e2e setup: ${what} failed\n${stdout ?? ''}\n${stderr ?? ''}`);
  }
}

async function waitForHealth(baseUrl: string, server: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited with ${server.exitCode}\n${logs()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer /api/health within ${startupTimeoutMs} ms\n${logs()}`);
}

async function stopProcessGroup(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // wrangler runs workerd as a child: signal the whole group so nothing keeps the port.
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

// A second e2e run on the same port would answer our health check with its own server.
export async function assertPortFree(portToCheck: number): Promise<void> {
  if (!(await portIsFree(portToCheck))) {
    throw new Error(`port ${portToCheck} is in use: is another e2e run or server up?`);
  }
}

/**
 * A port the system has free, with the next one free too (for the inspector), for a server
 * no person opens: taken from the system's ephemeral range, it cannot meet a fixed port
 * another run or bench on this machine chose (E2E_PORT + 100 was one).
 */
export async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = createServer()
        .once('error', reject)
        .listen(0, '127.0.0.1', () => {
          const { port: picked } = probe.address() as AddressInfo;
          probe.close(() => resolve(picked));
        });
    });
    if (port < 65_535 && (await portIsFree(port + 1))) return port;
  }
  throw new Error('found no two free consecutive ports for an e2e server');
}

export type E2eServer = { baseUrl: string; stop: () => Promise<void> };

/**
 * What a server differs in: its port (the inspector takes the next), extra `[vars]`,
 * whether the small seed is loaded (a server for one screen may need the schema only), and
 * the file its whole output (wrangler's and the worker's, every request) is appended to.
 */
export interface E2eServerOptions {
  port?: number;
  vars?: Readonly<Record<string, string>>;
  seed?: boolean;
  logFile?: string;
}

/** The real migrations, then (unless told not to) a small seed, into a state directory of the e2e run's own. */
async function prepareDatabase(stateDir: string, seed: boolean): Promise<void> {
  await runStep('migrations', [
    wrangler,
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    stateDir,
  ]);
  // Without the seed CLI (a checkout from before the seed issue) the database holds the schema only.
  if (seed && existsSync(seedCli)) {
    await runStep('seed', [seedCli, '--companies', seedCompanies, '--persist-to', stateDir]);
  }
}

function spawnWranglerDev(
  stateDir: string,
  port: number,
  vars: Readonly<Record<string, string>>,
  logFile: string | undefined,
): { server: ChildProcess; logs: () => string } {
  const args = ['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 1)];
  args.push('--persist-to', stateDir, '--var', `VISITOR_COOKIE_SECRET:${visitorCookieSecret}`);
  // The site's address is this server's: affiliate landings are read only from pages of it.
  args.push('--var', `PUBLIC_ORIGIN:http://127.0.0.1:${port}`);
  for (const [name, value] of Object.entries(vars)) args.push('--var', `${name}:${value}`);
  args.push('--show-interactive-dev-session=false');
  // Its own process group, so stopping it also stops the workerd it starts.
  const server = spawn(process.execPath, [wrangler, ...args], {
    cwd: repoRoot,
    env: quietEnv,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const log = logFile === undefined ? undefined : createWriteStream(logFile, { flags: 'a' });
  server.once('exit', () => log?.end());
  const capture = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    log?.write(chunk);
  };
  server.stdout?.on('data', capture);
  server.stderr?.on('data', capture);
  return { server, logs: () => output };
}

/**
 * A fresh local D1 under .e2e-state/ (never the developer's .wrangler state) served by
 * `wrangler dev` from the already built web/dist. Everything is removed again by stop(),
 * or at once when starting fails.
 */
export async function startE2eServer({
  port = E2E_PORT,
  vars = {},
  seed = true,
  logFile,
}: E2eServerOptions = {}): Promise<E2eServer> {
  if (!existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` before the e2e tests (`npm test` does).');
  }
  await assertPortFree(port);
  await assertPortFree(port + 1);
  await mkdir(path.join(repoRoot, '.e2e-state'), { recursive: true });
  const stateDir = await mkdtemp(path.join(repoRoot, '.e2e-state', 'run-'));
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server) await stopProcessGroup(server);
    await rm(stateDir, { recursive: true, force: true });
  };
  try {
    await prepareDatabase(stateDir, seed);
    const dev = spawnWranglerDev(stateDir, port, vars, logFile);
    server = dev.server;
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealth(baseUrl, dev.server, dev.logs);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
