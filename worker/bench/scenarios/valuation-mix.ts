import { searchExtensions } from '@domainary/schema/contracts/domain-choices.ts';
import { Random } from '@domainary/schema/testing/seeded-random.ts';
import type { Scenario } from '../scenario.ts';
import { drawWord } from './word-list.ts';

const VALUATION_MIX_NAME = 'valuation: random mix';

/** A name as visitors type them: one word or two, now and then with a number, in any extension. */
function randomName(random: Random): string {
  const words = random.chance(0.6) ? [drawWord(random), drawWord(random)] : [drawWord(random)];
  const label = `${words.join('')}${random.chance(0.15) ? random.int(1, 99) : ''}`;
  return `${label}.${random.pick(searchExtensions)}`;
}

/** `count` single valuations of names no earlier run asked unless it used the same seed. */
export function valuationMix(seed: number, count = 300): Scenario {
  const random = new Random(seed, 'bench-valuation-mix');
  return {
    name: VALUATION_MIX_NAME,
    requests: Array.from({ length: count }, () => ({
      path: `/api/valuation?domain=${encodeURIComponent(randomName(random))}`,
    })),
  };
}
