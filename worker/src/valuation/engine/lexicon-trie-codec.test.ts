import { describe, expect, it } from 'vitest';
import { industryKeywordList } from './industries.ts';
import { zipfOf } from './lexicon.ts';
import { KEYWORD_ZIPF, packTrie, unpackTrie, zipfOfCount } from './lexicon-trie-codec.ts';
import shipped from './model/lexicon-trie.json' with { type: 'json' };
import wordCounts from './model/word-counts.json' with { type: 'json' };
import { decodeWordCounts } from './word-counts-codec.ts';

const words: Array<[string, number]> = [];
decodeWordCounts(wordCounts.counts, (word, count) => words.push([word, count]));

/** Walks an unpacked trie by letters: the word's Zipf value, 0 when it holds no such word. */
function lookUp(trie: ReturnType<typeof unpackTrie>, word: string): number {
  let node = 0;
  for (const ch of word) {
    const code = ch.charCodeAt(0);
    let child = node === 0 ? (trie.rootChild[code - 97] as number) : (trie.firstChild[node] as number);
    while (node !== 0 && child !== 0 && trie.letter[child] !== code)
      child = trie.nextSibling[child] as number;
    if (child === 0) return 0;
    node = child;
  }
  return trie.zipf[node] as number;
}

describe('the packed lexicon trie', () => {
  it('is what npm run fit builds from the word counts and the industry keywords today', () => {
    // Fails when the words or keywords change without `npm run fit` rewriting the trie.
    expect(packTrie(words, industryKeywordList(), wordCounts.corpusWords, KEYWORD_ZIPF)).toEqual(shipped);
  });

  it('gives every word its count on the Zipf scale, and a keyword at least the keyword value', () => {
    const keywords = new Set(industryKeywordList());
    for (const [word, count] of words) {
      const zipf = zipfOfCount(count, wordCounts.corpusWords);
      expect(zipfOf(word)).toBe(keywords.has(word) ? Math.max(zipf, KEYWORD_ZIPF) : zipf);
    }
    for (const word of keywords) expect(zipfOf(word)).toBeGreaterThanOrEqual(KEYWORD_ZIPF);
  });

  it('holds no word it was not given: prefixes and extensions of words are 0', () => {
    expect(zipfOf('insuranc')).toBe(0);
    expect(zipfOf('insurancex')).toBe(0);
    expect(zipfOf('')).toBe(0);
    expect(zipfOf('car')).toBeGreaterThan(4);
  });

  it('round-trips a small trie with shared prefixes, a count tie and a keyword', () => {
    const packed = packTrie(
      [
        ['car', 900],
        ['cart', 50],
        ['cat', 50],
        ['dog', 2],
      ],
      ['fintech', 'cat'],
      1e6,
      7,
    );
    const trie = unpackTrie(JSON.parse(JSON.stringify(packed)));
    expect(lookUp(trie, 'car')).toBe(zipfOfCount(900, 1e6));
    expect(lookUp(trie, 'cart')).toBe(zipfOfCount(50, 1e6));
    expect(lookUp(trie, 'cat')).toBe(7);
    expect(lookUp(trie, 'dog')).toBe(zipfOfCount(2, 1e6));
    expect(lookUp(trie, 'fintech')).toBe(7);
    expect(lookUp(trie, 'ca')).toBe(0);
    expect(lookUp(trie, 'fin')).toBe(0);
    expect(trie.letter.length).toBe(1 + 'car'.length + 1 + 1 + 'dog'.length + 'fintech'.length);
  });
});
