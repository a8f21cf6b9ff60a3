import {
  type GenerateDomainsRequest,
  generatorExtensions,
  generatorTones,
} from '@domainary/schema/contracts/generator.ts';
import type { Scenario } from '../scenario.ts';
import { visitorHeaders } from '../visitor-address.ts';

/** Keywords of every shape the generator meets: single words, phrases, accents, digits. */
const KEYWORDS = [
  'coffee',
  'green energy',
  'Café Crème',
  'pet grooming',
  'cybersecurity',
  'yoga',
  'web3',
  'real estate',
  'bike repair',
  'music lessons',
  'accounting software for freelancers',
  'sushi',
  'dental care',
  'kids coding',
  'bakery',
  'cloud backup',
  'vintage watches',
  'solar',
  'travel',
  'chess',
];
const PURPOSES = [
  undefined,
  'An online shop for handmade ceramics and gifts',
  'Helping small businesses manage invoices and taxes',
  undefined,
  'Weekend workshops for beginners in the city centre',
];

/**
 * The built-in generator at its largest answer (count 10): brief, candidates, a valuation
 * of each, selection and one availability lookup per request. Each request comes from its
 * own address in the benchmarking range (198.18.0.0/15), as distinct visitors would, so the
 * per-client rate limit measures nothing here.
 */
export const generatorScenarios: Scenario[] = [
  {
    name: 'ai generator built-in (count 10)',
    requests: Array.from({ length: 120 }, (_, i) => {
      const body: GenerateDomainsRequest = {
        keyword: KEYWORDS[i % KEYWORDS.length] as string,
        industry: 'all',
        count: 10,
        extension: generatorExtensions[i % generatorExtensions.length],
        tone: i % 3 === 0 ? undefined : generatorTones[i % generatorTones.length],
        purpose: PURPOSES[i % PURPOSES.length],
      };
      return {
        method: 'POST' as const,
        path: '/api/ai/domains/generate',
        body,
        headers: visitorHeaders(i),
      };
    }),
  },
];
