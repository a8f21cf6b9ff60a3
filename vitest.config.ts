import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs every project: unit (pure modules in plain Node, their tests beside them in
 * schema, worker and seed src, and the browser tests' harness), worker (workerd + real D1), bench (the bench's own tools in node), deploy
 * (wrangler.toml's environments against what the worker needs), docs (every path the
 * README and docs/ name exists), seed
 * (node + libSQL files), web (components in happy-dom) and e2e (real Chromium against
 * `wrangler dev`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{schema,worker,seed}/src/**/*.test.ts',
            'worker/fit/**/*.test.ts',
            // The browser tests' own harness, against a page of its own: no e2e server needed.
            'web/e2e/support/*.test.ts',
          ],
        },
      },
      {
        test: { name: 'docs', environment: 'node', include: ['docs/checks/*.test.ts'] },
      },
      '{worker,worker/bench,worker/deploy,seed,web,web/e2e}/vitest.config.ts',
    ],
  },
});
