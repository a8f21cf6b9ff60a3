import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: worker (workerd + real D1), seed (node + libSQL files),
 * web (components in happy-dom) and e2e (real Chromium against `wrangler dev`).
 */
export default defineConfig({
  test: {
    projects: ['{worker,seed,web,web/e2e}/vitest.config.ts'],
  },
});
