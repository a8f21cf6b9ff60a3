import { defineConfig } from 'vitest/config';

/** Node-side seed tests: generation, the local-file loader (real wrangler migrations) and libSQL. */
export default defineConfig({
  test: {
    name: 'seed',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/migrated-state.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
