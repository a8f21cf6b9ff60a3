import { extensionKind } from './extensions.ts';
import { type Industry, industriesOfWord } from './industries.ts';
import { type Pronunciation, pronounce } from './pronounce.ts';
import { breakWords, type Token } from './word-break.ts';

/** What the engine reads off a name before any model: the inputs of scores and value. */
export interface NameFeatures {
  label: string;
  extension: string;
  tokens: Token[];
  words: string[];
  length: number;
  wordCount: number;
  /** Share of letters inside dictionary words. */
  coverage: number;
  digits: number;
  hyphens: number;
  zipfMin: number;
  zipfMax: number;
  zipfMean: number;
  pronunciation: Pronunciation;
  /** Industry keywords among the words, and the industry most of them point to. */
  keywordCount: number;
  industry: Industry;
}

function countChar(label: string, code: number): number {
  let n = 0;
  for (let k = 0; k < label.length; k++) if (label.charCodeAt(k) === code) n++;
  return n;
}

export function nameFeatures(label: string, extension: string): NameFeatures {
  const tokens = breakWords(label);
  const words: string[] = [];
  let covered = 0;
  let letters = 0;
  let digits = 0;
  let zipfMin = 0;
  let zipfMax = 0;
  let zipfSum = 0;
  let keywordCount = 0;
  const votes = new Map<Industry, number>();
  for (const t of tokens) {
    if (t.kind === 'digits') {
      digits += t.text.length;
      continue;
    }
    letters += t.text.length;
    if (t.kind !== 'word') continue;
    words.push(t.text);
    covered += t.text.length;
    zipfSum += t.zipf;
    zipfMax = Math.max(zipfMax, t.zipf);
    zipfMin = zipfMin === 0 ? t.zipf : Math.min(zipfMin, t.zipf);
    const industries = industriesOfWord(t.text);
    if (industries.length > 0) keywordCount++;
    for (const industry of industries) votes.set(industry, (votes.get(industry) ?? 0) + 1);
  }
  let industry: Industry = 'general';
  let top = 0;
  // On a tie the later word wins: in English compounds the head noun comes last (car insurance).
  for (const [candidate, n] of votes) {
    if (n >= top) {
      industry = candidate;
      top = n;
    }
  }
  return {
    label,
    extension,
    tokens,
    words,
    length: label.length,
    wordCount: words.length,
    coverage: letters ? covered / letters : 0,
    digits,
    hyphens: countChar(label, 45),
    zipfMin,
    zipfMax,
    zipfMean: words.length ? zipfSum / words.length : 0,
    pronunciation: pronounce(label, tokens),
    keywordCount,
    industry,
  };
}

/** Sale channels the sales file names (venues), from wholesale to negotiated end-user deals. */
export const CHANNELS = ['auction', 'marketplace', 'brokerage'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What the fit learns from the sales themselves, looked up by the model's feature vector. The
 * records have no prototype: they are indexed by the words of a visitor's name.
 */
export interface EncodingTables {
  /** Mean log10 price of sales under each extension, shrunk to the overall mean. */
  extension: Record<string, number>;
  /** Mean log10 price of sales containing each word, shrunk; with how many sales back it. */
  word: Record<string, [number, number]>;
  industry: Record<string, number>;
  prior: number;
}

export const FEATURE_NAMES = [
  'length',
  'wordCount',
  'tokenCount',
  'coverage',
  'digits',
  'allDigits',
  'hyphens',
  'zipfMin',
  'zipfMax',
  'zipfMean',
  'singleWord',
  'syllables',
  'vowelRatio',
  'longestConsonantRun',
  'longestVowelRun',
  'extensionValue',
  'extensionKind',
  'keywordCount',
  'industryValue',
  'wordValueMax',
  'wordValueMin',
  'wordValueMean',
  'wordSales',
  'channel',
] as const;

/** Stands for "no word of this name was ever sold": below every log10 price (all are >= 2). */
const NO_VALUE = -1;

const KIND_CODE = { com: 0, legacy: 1, country: 2, new: 3 } as const;

/** The model's input row: name features, the fit's encodings of its parts, and the sale channel. */
export function featureVector(
  f: NameFeatures,
  tables: EncodingTables,
  channel: Channel,
  out: Float64Array,
): Float64Array {
  let wordMax = 0;
  let wordMin = 0;
  let wordSum = 0;
  let wordSales = 0;
  let encoded = 0;
  for (const w of f.words) {
    const entry = tables.word[w];
    if (!entry) continue;
    const [value, count] = entry;
    wordMax = encoded === 0 ? value : Math.max(wordMax, value);
    wordMin = encoded === 0 ? value : Math.min(wordMin, value);
    wordSum += value;
    wordSales += count;
    encoded++;
  }
  const p = f.pronunciation;
  let i = 0;
  out[i++] = f.length;
  out[i++] = f.wordCount;
  out[i++] = f.tokens.length;
  out[i++] = f.coverage;
  out[i++] = f.digits;
  out[i++] = f.digits === f.length ? 1 : 0;
  out[i++] = f.hyphens;
  out[i++] = f.zipfMin;
  out[i++] = f.zipfMax;
  out[i++] = f.zipfMean;
  out[i++] = f.wordCount === 1 && f.tokens.length === 1 ? 1 : 0;
  out[i++] = p.syllables;
  out[i++] = p.vowelRatio;
  out[i++] = p.longestConsonantRun;
  out[i++] = p.longestVowelRun;
  out[i++] = tables.extension[f.extension] ?? tables.prior;
  out[i++] = KIND_CODE[extensionKind(f.extension)];
  out[i++] = f.keywordCount;
  out[i++] = tables.industry[f.industry] ?? tables.prior;
  out[i++] = encoded ? wordMax : NO_VALUE;
  out[i++] = encoded ? wordMin : NO_VALUE;
  out[i++] = encoded ? wordSum / encoded : NO_VALUE;
  out[i++] = Math.log10(1 + wordSales);
  out[i++] = CHANNELS.indexOf(channel);
  return out;
}
