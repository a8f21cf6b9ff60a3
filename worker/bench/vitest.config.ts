import { defineConfig } from 'vitest/config';

/** The bench's own tools, in Node: request mixes, /proc and page-cache readers, SQLite statistics. */
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
