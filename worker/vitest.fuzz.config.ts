import { defineConfig } from 'vitest/config';
import workerConfig from './vitest.config.ts';

/**
 * `npm run fuzz`: the API fuzz test of `npm test`, with FUZZ_SCALE (default 10) times the
 * runs per route and FUZZ_SEED to explore other inputs. Same workerd, D1 and fixtures.
 */
export default defineConfig(async (configEnv) => {
  const config = await workerConfig(configEnv);
  return {
    ...config,
    test: {
      ...config.test,
      name: 'worker-fuzz',
      include: ['test/openapi/api-fuzz.test.ts'],
      provide: {
        fuzzScale: Number(process.env.FUZZ_SCALE ?? 10),
        ...(process.env.FUZZ_SEED ? { fuzzSeed: Number(process.env.FUZZ_SEED) } : {}),
      },
    },
  };
});
