import type { Scenario } from '../scenario.ts';

export const marketScenarios: Scenario[] = [
  // One metered pass over every reported sale per request (the browser caches it for an hour).
  {
    name: 'market sales summary',
    requests: Array.from({ length: 100 }, () => ({ path: '/api/market/sales-summary' })),
  },
];
