import { stemmer } from 'stemmer';
import { extensionKind } from './extensions.ts';
import { industryOfWords } from './features.ts';
import type { Industry } from './industries.ts';
import shipped from './model/sales-index.json' with { type: 'json' };
import { decodeSales, type IndexedSale } from './sales-index-codec.ts';

/** Words shorter than this ("a", "my") are too common to make two names comparable. */
export const MIN_SHARED_WORD = 3;
/** Below this share of its letters in words of 3+ letters, a sold name only happens to contain a word (bu-car-do). */
const MIN_WORD_COVERAGE = 0.6;

/**
 * The real sales as comparables are looked up: by word, by stem and by category, with what
 * similarity() reads of each sale worked out once (a common word has thousands of sales).
 */
export interface SalesIndex {
  sales: IndexedSale[];
  byWord: Map<string, number[]>;
  byStem: Map<string, number[]>;
  byCategory: Map<string, number[]>;
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

export const categoryKey = (industry: Industry, extension: string, length: number) =>
  `${industry}|${extension}|${length}`;
const labelOf = (domain: string) => domain.slice(0, domain.indexOf('.'));
const extensionOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);
const hasDigit = (label: string) => /[0-9]/.test(label);

function push(map: Map<string, number[]>, key: string, i: number) {
  const list = map.get(key);
  if (list) list.push(i);
  else map.set(key, [i]);
}

/** Rarer words say more about a name: inverse document frequency over the sales. */
export function weightOf(index: Pick<SalesIndex, 'sales' | 'byWord'>, word: string): number {
  return Math.log(1 + index.sales.length / (1 + (index.byWord.get(word)?.length ?? 0)));
}

function buildIndex(): SalesIndex {
  const sales = decodeSales(shipped.sales);
  const count = sales.length;
  const byWord = new Map<string, number[]>();
  const byStem = new Map<string, number[]>();
  const byCategory = new Map<string, number[]>();
  const saleIndustry: Industry[] = new Array(count);
  const saleExtension: string[] = new Array(count);
  const saleKind: string[] = new Array(count);
  const saleLength = new Int32Array(count);
  const saleDigits = new Uint8Array(count);
  const saleHyphens = new Uint8Array(count);
  const wordStart = new Int32Array(count + 1);
  const saleWords: string[] = [];
  const saleStems: string[] = [];
  sales.forEach(([domain, , , words], i) => {
    const label = labelOf(domain);
    const extension = extensionOf(domain);
    saleExtension[i] = extension;
    saleKind[i] = extensionKind(extension);
    saleLength[i] = label.length;
    saleDigits[i] = hasDigit(label) ? 1 : 0;
    saleHyphens[i] = label.includes('-') ? 1 : 0;
    wordStart[i] = saleWords.length;
    const covered = words.reduce((sum, w) => sum + (w.length >= MIN_SHARED_WORD ? w.length : 0), 0);
    for (const w of covered >= MIN_WORD_COVERAGE * label.length ? new Set(words) : []) {
      if (w.length < MIN_SHARED_WORD) continue;
      const stem = stemmer(w);
      saleWords.push(w);
      saleStems.push(stem);
      push(byWord, w, i);
      push(byStem, stem, i);
    }
    const { industry } = industryOfWords(words);
    saleIndustry[i] = industry;
    if (industry !== 'general') push(byCategory, categoryKey(industry, extension, label.length), i);
  });
  wordStart[count] = saleWords.length;
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

/**
 * The index, built on first use: building it (decoding 20,000 sales, stemming their words)
 * takes longer than the rest of a worker's start, and most requests never ask for comparables.
 */
export function salesIndex(): SalesIndex {
  index ??= buildIndex();
  return index;
}
