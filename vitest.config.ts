import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: worker (workerd + real D1), bench (the bench's own tools in
 * node), seed (node + libSQL files), web (components in happy-dom) and e2e (real Chromium
 * against `wrangler dev`).
 */
export default defineConfig({
  test: {
    projects: ['{worker,worker/bench,seed,web,web/e2e}/vitest.config.ts'],
  },
});
