import { defineConfig } from 'vitest/config';

/**
 * Browser tests: real Chromium against `wrangler dev` on the built bundle and a small seed,
 * started once by the global setup while the other projects run. Files run one at a time:
 * they share one server.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    // The harness's own tests (support/) run in the unit project.
    include: ['*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/wait-for-server.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for a state, not a time: long enough for a loaded two-core machine.
    expect: { poll: { timeout: 30_000 } },
  },
});
