import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireChromium } from '@domainary/schema/testing/find-chromium.ts';
import type { TestProject } from 'vitest/node';
import {
  assertPortFree,
  E2E_PORT,
  type E2eServer,
  type E2eServerOptions,
  freePortPair,
  startE2eServer,
} from './e2e-server.ts';
import { evidenceRoot } from './failure-evidence.ts';
import { startFakeRegistry } from './fake-registry.ts';

/**
 * Where a test file finds a server the global setup started: its URL, the file that says why
 * it failed to start, and the file its output goes to (a failed test keeps its tail).
 */
export type StartedServer = { baseUrl: string; failureFile: string; logFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server, seeded, availability offline. */
    server: StartedServer;
    /** A server of its own that checks availability live (RDAP) against a fake registry, schema only. */
    liveServer: StartedServer;
    /** The fake registry the live server asks (its RDAP, DNS-over-HTTPS and scripted names). */
    registryOrigin: string;
  }
}

const stateDir = path.resolve(import.meta.dirname, '../../../.e2e-state');

/**
 * Starts a server without waiting for it: on failure, the reason goes to its failure file,
 * which the tests waiting for it read (server-ready.ts).
 */
async function startInBackground(
  options: E2eServerOptions & { port: number },
): Promise<{ started: StartedServer; server: Promise<E2eServer | undefined> }> {
  await assertPortFree(options.port);
  await assertPortFree(options.port + 1);
  const failureFile = path.join(stateDir, `server-${options.port}-failed.txt`);
  const logFile = path.join(stateDir, `server-${options.port}.log`);
  await rm(failureFile, { force: true });
  await rm(logFile, { force: true });
  const server = startE2eServer({ ...options, logFile }).catch(async (error: unknown) => {
    await writeFile(failureFile, error instanceof Error ? (error.stack ?? error.message) : String(error));
    return undefined;
  });
  return { started: { baseUrl: `http://127.0.0.1:${options.port}`, failureFile, logFile }, server };
}

/**
 * The servers of the e2e run, started in the background: their databases are migrated (and
 * the shared one seeded) while the other projects' tests run, since vitest runs the browser
 * tests last, in a group of their own. Each browser test file first waits until its server
 * answers. The port checks come first, so a run never takes another run's server for its own.
 */
export default async function setup(project: TestProject) {
  requireChromium();
  await mkdir(stateDir, { recursive: true });
  // The evidence of this run's failures only: a folder left there means a test failed.
  await rm(evidenceRoot, { recursive: true, force: true });
  const registry = await startFakeRegistry();
  const shared = await startInBackground({ port: E2E_PORT });
  const live = await startInBackground({
    port: await freePortPair(),
    seed: false,
    vars: {
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: `${registry.origin}/rdap/` }),
      DOH_URL: `${registry.origin}/dns-query`,
      // Every page here asks from one address; the shared budget's limits have worker tests.
      REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(registry.origin).host]: 100 }),
    },
  });
  project.provide('server', shared.started);
  project.provide('liveServer', live.started);
  project.provide('registryOrigin', registry.origin);
  return async () => {
    const servers = await Promise.all([shared.server, live.server]);
    await Promise.all(servers.map((server) => server?.stop()));
    await registry.stop();
    for (const { failureFile, logFile } of [shared.started, live.started]) {
      // A failed test kept its tail of the log; the whole log goes beside it.
      if (existsSync(evidenceRoot) && existsSync(logFile)) {
        await copyFile(logFile, path.join(evidenceRoot, path.basename(logFile)));
      }
      await rm(failureFile, { force: true });
      await rm(logFile, { force: true });
    }
  };
}
