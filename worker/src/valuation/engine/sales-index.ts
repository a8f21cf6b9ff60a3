import { stemmer } from 'stemmer';
import { extensionKind } from './extensions.ts';
import type { Channel } from './features.ts';
import { industryOfWords } from './features.ts';
import type { Industry } from './industries.ts';
import shipped from './model/comparables-index.json' with { type: 'json' };
import { channelLetter, channelOfLetter, type IndexedSale } from './sales-index-codec.ts';

/** Words shorter than this ("a", "my") are too common to make two names comparable. */
const MIN_SHARED_WORD = 3;
/** Below this share of its letters in words of 3+ letters, a sold name only happens to contain a word (bu-car-do). */
const MIN_WORD_COVERAGE = 0.6;

/**
 * The real sales as comparables are looked up: by word, by stem and by category, with what
 * similarity() reads of each sale worked out once (a common word has thousands of sales).
 */
export interface SalesIndex {
  sales: SaleFigures[];
  /** The sales holding each word, stem or category, in the index's order. */
  byWord: Map<string, Int32Array>;
  byStem: Map<string, Int32Array>;
  byCategory: Map<string, Int32Array>;
  saleIndustry: Industry[];
  saleExtension: string[];
  saleKind: string[];
  saleLength: Int32Array;
  saleDigits: Uint8Array;
  saleHyphens: Uint8Array;
  /** Each sale's distinct words (first-seen order), their stems and weights, at wordStart[i]... */
  wordStart: Int32Array;
  saleWords: string[];
  saleStems: string[];
  saleWeights: number[];
}

/** What a comparable shows of its sale: domain, USD price, year, the channel it sold through. */
export type SaleFigures = readonly [domain: string, price: number, year: number, channel: Channel];

export const categoryKey = (industry: Industry, extension: string, length: number) =>
  `${industry}|${extension}|${length}`;
const labelOf = (domain: string) => domain.slice(0, domain.indexOf('.'));
const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);
const hasDigit = (label: string) => /[0-9]/.test(label);

/**
 * The owners of each key as views of one typed array, filled in two passes: a list per key
 * grown one entry at a time left the worker collecting garbage for longer than it filled them.
 */
function postingsOf(keys: readonly string[], owners: Int32Array): Map<string, Int32Array> {
  const ids = new Map<string, number>();
  const idOfEntry = new Int32Array(keys.length);
  const counts: number[] = [];
  keys.forEach((key, k) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = counts.length;
      ids.set(key, id);
      counts.push(0);
    }
    idOfEntry[k] = id;
    counts[id] = (counts[id] as number) + 1;
  });
  const start = new Int32Array(counts.length + 1);
  counts.forEach((n, id) => {
    start[id + 1] = (start[id] as number) + n;
  });
  const next = start.slice(0, counts.length);
  const flat = new Int32Array(keys.length);
  for (let k = 0; k < keys.length; k++) {
    const id = idOfEntry[k] as number;
    flat[next[id] as number] = owners[k] as number;
    next[id] = (next[id] as number) + 1;
  }
  const out = new Map<string, Int32Array>();
  for (const [key, id] of ids) out.set(key, flat.subarray(start[id], start[id + 1]));
  return out;
}

/**
 * The distinct words of 3+ letters that make a name comparable with others, in first-seen
 * order: none when they hold too few of its letters for the name to read as them.
 */
export function comparableWords(label: string, words: readonly string[]): string[] {
  const covered = words.reduce((sum, w) => sum + (w.length >= MIN_SHARED_WORD ? w.length : 0), 0);
  if (covered < MIN_WORD_COVERAGE * label.length) return [];
  return [...new Set(words)].filter((w) => w.length >= MIN_SHARED_WORD);
}

/** Rarer words say more about a name: inverse document frequency over the sales. */
export function weightOf(index: Pick<SalesIndex, 'sales' | 'byWord'>, word: string): number {
  return Math.log(1 + index.sales.length / (1 + (index.byWord.get(word)?.length ?? 0)));
}

/**
 * The index as the model file ships it, worked out by `npm run fit`: the sales' domains,
 * prices and years, each sale's industry, and the words that make sales comparable with
 * their stems, all as strings the worker splits, so no stemmer or word lookup runs at load.
 */
export interface PackedSalesIndex {
  /** Space-separated, in the sales index's order. */
  domains: string;
  prices: string;
  years: string;
  /** One letter per sale: its channel (a, m or b). */
  channels: string;
  /** The industries named below, one character per sale: code 65 + its place in the list. */
  industryNames: string[];
  industries: string;
  /** One character per sale: code 48 + how many of the words below are its own. */
  wordCounts: string;
  /** Space-separated, sale after sale: each sale's distinct words of 3+ letters. */
  words: string;
  /** Every distinct word above and its stem, space-separated, in the same order. */
  stemmedWords: string;
  stems: string;
}

/** Works out what the worker ships of the sales: see PackedSalesIndex. */
export function packSalesIndex(sales: readonly IndexedSale[]): PackedSalesIndex {
  const industryNames: string[] = [];
  let industries = '';
  let wordCounts = '';
  const words: string[] = [];
  const stemOf = new Map<string, string>();
  for (const [domain, , , saleWords] of sales) {
    let count = 0;
    for (const w of comparableWords(labelOf(domain), saleWords)) {
      words.push(w);
      if (!stemOf.has(w)) stemOf.set(w, stemmer(w));
      count++;
    }
    wordCounts += String.fromCharCode(48 + count);
    const { industry } = industryOfWords(saleWords);
    if (!industryNames.includes(industry)) industryNames.push(industry);
    industries += String.fromCharCode(65 + industryNames.indexOf(industry));
  }
  return {
    domains: sales.map((s) => s[0]).join(' '),
    prices: sales.map((s) => s[1]).join(' '),
    years: sales.map((s) => s[2]).join(' '),
    channels: sales.map((s) => channelLetter(s[4])).join(''),
    industryNames,
    industries,
    wordCounts,
    words: words.join(' '),
    stemmedWords: [...stemOf.keys()].join(' '),
    stems: [...stemOf.values()].join(' '),
  };
}

/** The serving index from its packed form: splits and Map inserts, nothing worked out again. */
export function unpackSalesIndex(packed: PackedSalesIndex): SalesIndex {
  const domains = packed.domains.split(' ');
  const prices = packed.prices.split(' ');
  const years = packed.years.split(' ');
  const saleWords = packed.words === '' ? [] : packed.words.split(' ');
  const stemmedWords = packed.stemmedWords.split(' ');
  const stemList = packed.stems.split(' ');
  const stemOf = new Map<string, string>();
  stemmedWords.forEach((w, k) => {
    stemOf.set(w, stemList[k] as string);
  });
  const count = domains.length;
  const wordOwner = new Int32Array(saleWords.length);
  const categories: string[] = [];
  const categoryOwner: number[] = [];
  const sales: SaleFigures[] = new Array(count);
  const saleIndustry: Industry[] = new Array(count);
  const saleExtension: string[] = new Array(count);
  const saleKind: string[] = new Array(count);
  const saleLength = new Int32Array(count);
  const saleDigits = new Uint8Array(count);
  const saleHyphens = new Uint8Array(count);
  const wordStart = new Int32Array(count + 1);
  const saleStems: string[] = new Array(saleWords.length);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const domain = domains[i] as string;
    const label = labelOf(domain);
    const extension = extensionOf(domain);
    const industry = packed.industryNames[packed.industries.charCodeAt(i) - 65] as Industry;
    sales[i] = [domain, Number(prices[i]), Number(years[i]), channelOfLetter(packed.channels[i] as string)];
    saleIndustry[i] = industry;
    saleExtension[i] = extension;
    saleKind[i] = extensionKind(extension);
    saleLength[i] = label.length;
    saleDigits[i] = hasDigit(label) ? 1 : 0;
    saleHyphens[i] = label.includes('-') ? 1 : 0;
    wordStart[i] = at;
    for (const end = at + packed.wordCounts.charCodeAt(i) - 48; at < end; at++) {
      const stem = stemOf.get(saleWords[at] as string) as string;
      saleStems[at] = stem;
      wordOwner[at] = i;
    }
    if (industry !== 'general') {
      categories.push(categoryKey(industry, extension, label.length));
      categoryOwner.push(i);
    }
  }
  wordStart[count] = at;
  const byWord = postingsOf(saleWords, wordOwner);
  const byStem = postingsOf(saleStems, wordOwner);
  const byCategory = postingsOf(categories, Int32Array.from(categoryOwner));
  const saleWeights = saleWords.map((w) => weightOf({ sales, byWord }, w));
  return {
    sales,
    byWord,
    byStem,
    byCategory,
    saleIndustry,
    saleExtension,
    saleKind,
    saleLength,
    saleDigits,
    saleHyphens,
    wordStart,
    saleWords,
    saleStems,
    saleWeights,
  };
}

let index: SalesIndex | undefined;

/** The index, unpacked on first use: most requests never ask for comparables. */
export function salesIndex(): SalesIndex {
  index ??= unpackSalesIndex(shipped as PackedSalesIndex);
  return index;
}
