import { existsSync, readFileSync } from 'node:fs';
import type { StartedServer } from './global-setup.ts';

/** How long a test file waits for a server of the global setup: migrations, seed and start on a loaded machine. */
export const serverStartMs = 480_000;

async function answers(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Resolves once the server answers its health check; throws why it could not start, if it could not. */
export async function serverReady({ baseUrl, failureFile }: StartedServer): Promise<void> {
  const deadline = Date.now() + serverStartMs;
  for (;;) {
    if (existsSync(failureFile)) throw new Error(readFileSync(failureFile, 'utf8'));
    if (await answers(baseUrl)) return;
    if (Date.now() > deadline) throw new Error(`the e2e server at ${baseUrl} did not answer /api/health`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
