import type { Scenario } from '../scenario.ts';

export const platformScenarios: Scenario[] = [
  { name: 'health', requests: Array.from({ length: 200 }, () => ({ path: '/api/health' })) },
  {
    name: 'unknown api path (404)',
    requests: Array.from({ length: 200 }, (_, i) => ({
      path: `/api/nope/${i}`,
      expectStatus: 404,
    })),
  },
];
