import {
  CHARACTER_PATTERN_FEATURES,
  FEATURE_NAMES,
  PRONOUNCEABILITY_FEATURES,
} from '../src/valuation/engine/features.ts';
import type { Columns } from './cross-validate.ts';

type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * Feature families added one at a time, each fit measured by within-channel pairs in the same
 * cross-validation: what each family adds to telling names apart inside one market.
 */
export const ABLATION: Array<{ family: string; features: FeatureName[] }> = [
  {
    family: 'channel, length, words, digits, hyphens, extension kind',
    features: [
      'channel',
      'length',
      'wordCount',
      'tokenCount',
      'digits',
      'allDigits',
      'hyphens',
      'extensionKind',
    ],
  },
  { family: 'word frequencies', features: ['coverage', 'zipfMin', 'zipfMax', 'zipfMean', 'singleWord'] },
  {
    family: 'pronounceability, letter trigrams',
    features: [...PRONOUNCEABILITY_FEATURES],
  },
  { family: 'category (industry lexicons)', features: ['keywordCount', 'industryValue'] },
  { family: 'extension encoding', features: ['extensionValue'] },
  { family: 'word encodings', features: ['wordValueMax', 'wordValueMin', 'wordValueMean', 'wordSales'] },
  { family: 'extension x word', features: ['extensionWordLift'] },
  { family: 'letter and digit patterns', features: [...CHARACTER_PATTERN_FEATURES] },
];

export const columnsOf = (names: readonly string[]): Columns =>
  names.map((n) => FEATURE_NAMES.indexOf(n as FeatureName));
