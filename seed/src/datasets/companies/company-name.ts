import { capitalize, toLabel } from '@domainary/schema/reference/word-filters.ts';
import { type Random, weightedPicker } from '@domainary/schema/testing/seeded-random.ts';
import type { DirectoryIndustry } from './company-industries.ts';
import {
  BRAND_ADJECTIVES,
  BRAND_NOUNS,
  hasSurnames,
  type NameVocabulary,
  vocabularyFor,
} from './vocabulary.ts';

export interface CompanyName {
  /** As the directory shows it: "Keller Logistics GmbH". */
  name: string;
  /** The brand inside the name, as a domain label: "kellerlogistics". */
  label: string;
}

type Pattern = (
  random: Random,
  vocabulary: NameVocabulary,
  industry: DirectoryIndustry,
) => [name: string, brand: string];

const coined = (random: Random) => capitalize(random.pick(BRAND_ADJECTIVES)) + random.pick(BRAND_NOUNS);

/** Shapes of real company names, from family firms to coined brands. */
const PATTERNS: readonly (readonly [Pattern, number, boolean])[] = [
  // [pattern, weight, needs surnames]
  [
    (r, v) => {
      const s = r.pick(v.surnames);
      return [`${s} ${r.pick(v.legalForms)}`, s];
    },
    18,
    true,
  ],
  [
    (r, v, i) => {
      const brand = `${r.pick(v.surnames)} ${r.pick(i.nameWords)}`;
      return [r.chance(0.5) ? `${brand} ${r.pick(v.legalForms)}` : brand, brand];
    },
    16,
    true,
  ],
  [
    (r, v) => {
      const brand = `${r.pick(v.surnames)} ${v.conjunction} ${r.pick(v.surnames)}`;
      return [brand, brand];
    },
    7,
    true,
  ],
  [
    (r) => {
      const brand = coined(r);
      return [r.chance(0.3) ? `${brand} Inc` : brand, brand];
    },
    20,
    false,
  ],
  [
    (r, _v, i) => {
      const brand = `${capitalize(r.pick(BRAND_NOUNS))} ${r.pick(i.nameWords)}`;
      return [brand, brand];
    },
    20,
    false,
  ],
  [
    (r, v, i) => {
      const brand = `${capitalize(r.pick(BRAND_ADJECTIVES))} ${r.pick(i.nameWords)}`;
      return [`${brand} ${r.pick(v.legalForms)}`, brand];
    },
    8,
    false,
  ],
  [
    (r, v, i) => {
      const brand = `${r.pick(v.cities)} ${r.pick(i.nameWords)}`;
      return [brand, brand];
    },
    8,
    true,
  ],
];

const anyPattern = weightedPicker(PATTERNS.map(([pattern, weight]) => [pattern, weight] as const));
const coinedPattern = weightedPicker(
  PATTERNS.filter(([, , needsSurnames]) => !needsSurnames).map(
    ([pattern, weight]) => [pattern, weight] as const,
  ),
);

export function companyName(random: Random, countryCode: string, industry: DirectoryIndustry): CompanyName {
  const vocabulary = vocabularyFor(countryCode);
  let pattern = hasSurnames(countryCode) ? anyPattern(random) : coinedPattern(random);
  // A city name needs a city list in the country's language.
  if (pattern === PATTERNS[6]?.[0] && vocabulary.cities.length === 0) pattern = coinedPattern(random);
  const [name, brand] = pattern(random, vocabulary, industry);
  return { name, label: toLabel(brand) };
}
