import { FEATURE_NAMES } from './features.ts';

type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * The model's inputs in groups a person can reason about, each with the value a plain name
 * has there: a made-up 9-letter, two-word .com whose words, letters, extension and industry
 * fetch what their channel's typical sale fetches (encodings of 0). Setting a group to these
 * values and predicting again shows what that group adds to a name's value.
 */
const FACTOR_GROUPS = {
  length: { length: 9, tokenCount: 2, syllables: 3 },
  words: { coverage: 1, singleWord: 0, zipfMin: 3.5, zipfMax: 4.5, zipfMean: 4 },
  wordCount: { wordCount: 2 },
  comparableSales: { wordValueMax: 0, wordValueMin: 0, wordValueMean: 0, wordSales: 0 },
  extension: { extensionValue: 0, extensionKind: 0, extensionWordLift: 0 },
  keywords: { keywordCount: 0, industryValue: 0 },
  specialCharacters: {
    digits: 0,
    allDigits: 0,
    hyphens: 0,
    distinctShare: 0.8,
    fours: 0,
    eights: 0,
    rareLetters: 0,
  },
  pronounceability: {
    vowelRatio: 0.4,
    longestConsonantRun: 2,
    longestVowelRun: 2,
    trigramMean: 0,
    trigramMin: 0,
  },
} satisfies Record<string, Partial<Record<FeatureName, number>>>;

export type FactorGroup = keyof typeof FACTOR_GROUPS;

const columnsOf = new Map(
  Object.entries(FACTOR_GROUPS).map(([group, values]) => [
    group,
    Object.entries(values).map(
      ([name, value]) => [FEATURE_NAMES.indexOf(name as FeatureName), value] as const,
    ),
  ]),
);

/** Sets a group's inputs in x to the plain name's values (in place). */
export function setPlain(x: Float64Array, group: FactorGroup): Float64Array {
  for (const [column, value] of columnsOf.get(group) ?? []) x[column] = value;
  return x;
}

/** Copies a group's inputs from the name's own row into x (in place). */
export function restore(x: Float64Array, own: Float64Array, group: FactorGroup): Float64Array {
  for (const [column] of columnsOf.get(group) ?? []) x[column] = own[column] as number;
  return x;
}

/** The model columns a group sets. */
export function groupColumns(group: FactorGroup): number[] {
  return (columnsOf.get(group) ?? []).map(([column]) => column);
}
