import { Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import type { BenchRequest, Scenario } from './scenario.ts';
import { companyScenarios } from './scenarios/companies.ts';
import { domainScenarios } from './scenarios/domains.ts';
import { learningScenarios } from './scenarios/learning.ts';
import { valuationScenarios } from './scenarios/valuation.ts';

export interface LoadRoute {
  name: string;
  /** Share of the traffic, relative to the other routes. */
  weight: number;
  requests: readonly BenchRequest[];
}

function requestsOf(scenarioName: string, scenarios: typeof domainScenarios): BenchRequest[] {
  const scenario = scenarios.find((s) => s.name.startsWith(scenarioName));
  if (!scenario) throw new Error(`no bench scenario named ${scenarioName}`);
  return scenario.requests;
}

/**
 * What visitors do, in proportion: the bench's own request lists (the same keywords,
 * filters, names and ids), mixed by weight. Pre-rendered and SPA pages come from static
 * assets, so they measure the asset path of the same worker.
 */
export const loadMix: readonly LoadRoute[] = [
  { name: 'domain search', weight: 25, requests: requestsOf('domain search: mix', domainScenarios) },
  { name: 'company search', weight: 20, requests: requestsOf('companies: search mix', companyScenarios) },
  { name: 'expiring strip', weight: 10, requests: requestsOf('expiring strip', domainScenarios) },
  { name: 'valuation', weight: 15, requests: requestsOf('valuation single', valuationScenarios) },
  { name: 'learning', weight: 15, requests: learningScenarios.flatMap((s) => s.requests) },
  {
    name: 'static pages',
    weight: 15,
    requests: [
      '/',
      '/about',
      '/resources',
      '/resources/blog',
      '/resources/seo-tips',
      '/market-trends',
      '/learning',
    ].map((path) => ({ path })),
  },
];

/**
 * An endless, reproducible stream of the mix: routes drawn by weight from a fixed seed,
 * each route walking its own request list in order.
 */
export function loadStream(
  mix: readonly LoadRoute[],
  seed = 9,
): () => { route: string; request: BenchRequest } {
  const random = new Random(seed, 'load-mix');
  const pickRoute = weightedPicker(mix.map((route) => [route, route.weight] as const));
  const cursor = new Map<string, number>();
  return () => {
    const route = pickRoute(random);
    const at = cursor.get(route.name) ?? 0;
    cursor.set(route.name, at + 1);
    return { route: route.name, request: route.requests[at % route.requests.length] as BenchRequest };
  };
}

/**
 * The mix as one bench scenario: its first `size` requests in stream order, replayed one at
 * a time, so the bench prints the server's CPU per request of the traffic as a whole beside
 * each route's own.
 */
export function loadMixScenario(size = 600): Scenario {
  const next = loadStream(loadMix);
  return { name: 'load mix (weighted routes)', requests: Array.from({ length: size }, () => next().request) };
}
