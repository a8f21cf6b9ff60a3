import type { SearchTerms } from './data/search-conditions.ts';

/** Below the trigram length a text cannot be looked up in the trigram index on its own. */
export const TRIGRAM = 3;

export function searchTermsOf(words: readonly string[]): SearchTerms {
  const distinct = [...new Set(words)];
  return {
    joined: words.join(''),
    hyphenated: words.join('-'),
    words: distinct,
    indexed: distinct.filter((word) => word.length >= TRIGRAM),
  };
}
