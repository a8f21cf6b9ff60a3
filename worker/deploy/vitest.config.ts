import { defineConfig } from 'vitest/config';

/**
 * wrangler.toml's environments, read as wrangler deploys them, against what the worker needs.
 * @public vitest reads it through the root config's project glob.
 */
export default defineConfig({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // The first test loads wrangler's config reader, seconds on a busy machine.
    testTimeout: 30_000,
  },
});
