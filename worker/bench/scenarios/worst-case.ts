import type { JsonSchema } from '../../src/openapi/json-schema.ts';
import { costQueries, extremesOf } from '../../test/support/fuzz/cost-inputs.ts';
import type { Scenario } from '../scenario.ts';

interface DocumentedParameter {
  name: string;
  in: 'path' | 'query';
  schema: JsonSchema;
}

export interface ApiDocument {
  paths: Record<string, Record<string, { parameters?: DocumentedParameter[] }>>;
}

/** The requests the issue found costliest, as they were reported. */
const reported = [
  `/api/companies?q=${encodeURIComponent(Array(50).fill('a.a').join(' '))}`,
  `/api/companies?q=${Array(60).fill('co').join('-')}`,
  '/api/companies?page=4950&pageSize=100&sortBy=name_desc&minEmployees=10&maxEmployees=100000',
  '/api/companies?q=software&country=United%20States',
  '/api/companies?q=group&sortBy=name_asc&page=300',
];

/**
 * "worst case": the cost fuzzer's adversarial inputs (worker/test/openapi/cost-fuzz.test.ts)
 * against the server's own API document: every GET route without path parameters, each
 * query parameter at its extremes, each sort with each filter on the first and deepest
 * pages, and random mixes of extremes. Refusals (400) and stopped statements (503) are
 * answers here, not errors; the report lists the ten requests that read the most rows.
 */
export function worstCaseScenario(document: ApiDocument, seed: number): Scenario {
  const paths = Object.entries(document.paths).flatMap(([path, methods]) => {
    const get = methods.get;
    if (!get || path.includes('{') || path.endsWith('.json') || path.endsWith('/docs')) return [];
    const parameters = (get.parameters ?? [])
      .filter((p) => p.in === 'query')
      .map((p) => ({ name: p.name, values: extremesOf(p.name, p.schema) }));
    const queries = costQueries(parameters, seed, { randomRuns: 40, exhaustive: !path.endsWith('.csv') });
    return queries.map((query) => `${path}${query}`);
  });
  return {
    name: 'worst case (adversarial inputs of every route)',
    requests: [...reported, ...paths].map((path) => ({ path, alsoAcceptStatus: [400, 404, 503] })),
  };
}
