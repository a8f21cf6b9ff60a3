import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { requireChromium } from '@domainary/schema/testing/find-chromium.ts';
import type { TestProject } from 'vitest/node';
import { assertPortFree, E2E_PORT, startE2eServer } from './e2e-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Written with the reason when the server could not start; the tests fail with it. */
    serverFailureFile: string;
  }
}

/**
 * One server for the whole e2e run; test files read its URL with inject('baseUrl'). It is
 * started in the background: its database is migrated and seeded while the other projects'
 * tests run (vitest runs the browser tests last), and each browser test file first waits
 * until it answers (wait-for-server.ts).
 */
export default async function setup(project: TestProject) {
  requireChromium();
  // Up front, so the tests never take another run's server on this port for this one's.
  await assertPortFree(E2E_PORT);
  await assertPortFree(E2E_PORT + 1);
  const stateDir = path.resolve(import.meta.dirname, '../../../.e2e-state');
  await mkdir(stateDir, { recursive: true });
  const serverFailureFile = path.join(stateDir, `server-${E2E_PORT}-failed.txt`);
  await rm(serverFailureFile, { force: true });
  const starting = startE2eServer().catch(async (error: unknown) => {
    await writeFile(serverFailureFile, String(error instanceof Error ? (error.stack ?? error) : error));
    return undefined;
  });
  project.provide('baseUrl', `http://127.0.0.1:${E2E_PORT}`);
  project.provide('serverFailureFile', serverFailureFile);
  return async () => {
    const server = await starting;
    await server?.stop();
    if (existsSync(serverFailureFile)) await rm(serverFailureFile, { force: true });
  };
}
