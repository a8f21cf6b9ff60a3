import { defineConfig } from 'vitest/config';

/** `npm test` runs every project: worker (workerd + D1), node, web components, browser e2e. */
export default defineConfig({
  test: {
    projects: ['worker/vitest.config.ts'],
  },
});
