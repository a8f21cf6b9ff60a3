import type { Scenario } from '../scenario.ts';

/**
 * The floor under every route: a 404 reaches the worker and touches no database. The bench
 * states every scenario's CPU per request as a multiple of this one's, measured in the same run.
 */
export const floorScenario: Scenario = {
  name: 'unknown api path (404)',
  requests: Array.from({ length: 200 }, (_, i) => ({
    path: `/api/nope/${i}`,
    expectStatus: 404,
  })),
};

/**
 * Health runs one statement that reads no row: the least any route that queries D1 costs, so
 * the random mixes' latency is stated as a multiple of its p50 in the same run.
 */
export const healthScenario: Scenario = {
  name: 'health (one D1 statement, no row read)',
  requests: Array.from({ length: 200 }, () => ({ path: '/api/health' })),
};

export const platformScenarios: Scenario[] = [healthScenario, floorScenario];
