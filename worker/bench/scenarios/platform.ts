import type { Scenario } from '../scenario.ts';

/**
 * The floors under every route: a 404 reaches the worker and touches no database; health
 * runs one statement that reads no row, so it is the least any route that queries D1 costs.
 */
export const platformScenarios: Scenario[] = [
  {
    name: 'health (one D1 statement, no row read)',
    requests: Array.from({ length: 200 }, () => ({ path: '/api/health' })),
  },
  {
    name: 'unknown api path (404)',
    requests: Array.from({ length: 200 }, (_, i) => ({
      path: `/api/nope/${i}`,
      expectStatus: 404,
    })),
  },
];
