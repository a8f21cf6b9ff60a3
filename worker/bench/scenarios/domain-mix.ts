import {
  maxLengthChoices,
  priceRanges,
  searchExtensions,
  sortOptions,
  statusFilters,
} from '@domainary/schema/contracts/domain-choices.ts';
import { industries } from '@domainary/schema/contracts/industry-choices.ts';
import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { Scenario } from '../scenario.ts';
import { drawWord } from './word-list.ts';

const DOMAIN_MIX_NAME = 'domain search: random mix';

// Visitors ask for the big extensions far more often than for the rest.
const popularExtensions = ['com', 'io', 'ai', 'net', 'org', 'co'];

/**
 * A random search: a keyword from the word list (now and then only its first two letters,
 * as typed so far), each filter set or not, one extension or several, and any sort.
 */
function randomSearch(random: Random): string {
  const word = drawWord(random);
  const params = new URLSearchParams({ query: random.chance(0.08) ? word.slice(0, 2) : word });
  if (random.chance(0.5)) {
    const pool = random.chance(0.7) ? popularExtensions : searchExtensions;
    const count = random.chance(0.8) ? 1 : random.int(2, 4);
    params.set('extension', [...new Set(Array.from({ length: count }, () => random.pick(pool)))].join(','));
  }
  if (random.chance(0.3)) params.set('status', random.pick(statusFilters));
  if (random.chance(0.25)) params.set('priceRange', random.pick(Object.keys(priceRanges)));
  if (random.chance(0.3)) params.set('maxLength', random.pick(maxLengthChoices));
  if (random.chance(0.2)) params.set('industry', random.pick(industries));
  params.set('sortBy', random.pick(sortOptions));
  return `/api/domains?${params}`;
}

/** `count` domain searches no earlier run sent unless it used the same seed. */
export function domainMix(seed: number, count = 300): Scenario {
  const random = new Random(seed, 'bench-domain-mix');
  return {
    name: DOMAIN_MIX_NAME,
    requests: Array.from({ length: count }, () => ({ path: randomSearch(random) })),
  };
}
