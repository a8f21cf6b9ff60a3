import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';

/** How long a test file waits for the shared server: its migrations, seed and start on a loaded machine. */
const serverStartMs = 480_000;

async function serverAnswers(baseUrl: string): Promise<boolean> {
  try {
    return (await fetch(`${baseUrl}/api/health`)).ok;
  } catch {
    return false;
  }
}

/**
 * The global setup starts the shared server in the background; every browser test file
 * (this is the e2e project's setup file) waits until it answers, or fails with the reason
 * it could not start.
 */
beforeAll(async () => {
  const baseUrl = inject('baseUrl');
  const failureFile = inject('serverFailureFile');
  const deadline = Date.now() + serverStartMs;
  for (;;) {
    if (existsSync(failureFile)) throw new Error(readFileSync(failureFile, 'utf8'));
    if (await serverAnswers(baseUrl)) return;
    if (Date.now() > deadline) throw new Error(`the e2e server at ${baseUrl} did not answer /api/health`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, serverStartMs + 10_000);
