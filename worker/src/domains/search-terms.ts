/** Below the trigram length a text cannot be looked up in the trigram index on its own. */
export const TRIGRAM = 3;

/**
 * What stored names must hold for a keyword of one or more words, all in ASCII (as stored
 * names are): the phrase, run together or hyphenated, and every word.
 */
export interface SearchTerms {
  /** `coffeeshop`: a name starting with the phrase is the closest match. */
  joined: string;
  /** `coffee-shop`; the same as `joined` for one word. */
  hyphenated: string;
  /** Every word, once; each must appear somewhere in a match. */
  words: string[];
  /**
   * The words the trigram index can find (three letters or more). Shorter ones are checked
   * on the rows those find; when every word is short, the phrase itself is looked up.
   */
  indexed: string[];
}

export function searchTermsOf(words: readonly string[]): SearchTerms {
  const distinct = [...new Set(words)];
  return {
    joined: words.join(''),
    hyphenated: words.join('-'),
    words: distinct,
    indexed: distinct.filter((word) => word.length >= TRIGRAM),
  };
}
