import { defineConfig } from 'vitest/config';

/**
 * The bench's own tools, in Node: request mixes, /proc and page-cache readers, SQLite statistics.
 * @public vitest reads it through the root config's project glob.
 */
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
