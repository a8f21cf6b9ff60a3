import { type LexiconTrie, type PackedTrie, unpackTrie } from './lexicon-trie-codec.ts';
import packed from './model/lexicon-trie.json' with { type: 'json' };

/**
 * Word frequencies from SUBTLEX-US (spoken English, 51 million words of subtitles) on the
 * Zipf scale: log10 of occurrences per billion words, so 1 is a word seen once in 1e9 and
 * 7 is one of the commonest words, and the industry keywords the corpus misses. Names are
 * valued by how familiar their words are. `npm run fit` derives the words from the npm
 * package and builds their trie (worker/fit/build-lexicon.ts); the worker only unpacks it.
 *
 * The word breaker walks the trie one character code at a time, with no substring
 * allocated, and stops as soon as no word continues the letters.
 */
export const trie: LexiconTrie = unpackTrie(packed as PackedTrie);

/** The child of a trie node by letter code, or 0 when no word continues that way. */
export function childOf(node: number, code: number): number {
  if (node === 0) return code >= 97 && code <= 122 ? (trie.rootChild[code - 97] as number) : 0;
  let child = trie.firstChild[node] as number;
  while (child !== 0 && trie.letter[child] !== code) child = trie.nextSibling[child] as number;
  return child;
}

/** Zipf frequency of a dictionary word, 0 for a word the lexicon does not hold. */
export function zipfOf(word: string): number {
  let node = 0;
  for (let k = 0; k < word.length; k++) {
    node = childOf(node, word.charCodeAt(k));
    if (node === 0) return 0;
  }
  return trie.zipf[node] as number;
}
