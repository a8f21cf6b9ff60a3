import { type SaleChannel, saleChannels } from '@domainary/schema/contracts/sales.ts';
import { extensionKind } from './extensions.ts';
import { idnSpellingsOf } from './idn-spellings.ts';
import { type Industry, industriesOfWord } from './industries.ts';
import { type Pronunciation, pronounce } from './pronounce.ts';
import { writeTrigramValues } from './trigram-values.ts';
import { breakWords, type Token } from './word-break.ts';

/** What the engine reads off a name before any model: the inputs of scores and value. */
export interface NameFeatures {
  label: string;
  extension: string;
  /** The letters read: the label itself, or the ASCII spelling of an internationalised (`xn--`) one. */
  spelling: string;
  tokens: Token[];
  words: string[];
  /** Zipf frequency class (0-7) of each word, in the same order. */
  wordClasses: number[];
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

/** The industry most of the words' keywords point to ('general' when none), and how many words are keywords. */
export function industryOfWords(words: readonly string[]): { industry: Industry; keywordCount: number } {
  let keywordCount = 0;
  const votes = new Map<Industry, number>();
  for (const word of words) {
    const industries = industriesOfWord(word);
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
  return { industry, keywordCount };
}

/**
 * What the engine reads off label.extension. An internationalised label is read in the ASCII
 * spelling of its Unicode form that has most of its letters in words (`xn--caf-dma` as `cafe`).
 */
export function nameFeatures(label: string, extension: string): NameFeatures {
  let best: NameFeatures | undefined;
  for (const spelling of idnSpellingsOf(label)) {
    const f = spellingFeatures(label, spelling, extension);
    if (!best || f.coverage > best.coverage) best = f;
  }
  return best ?? spellingFeatures(label, label, extension);
}

/** An internationalised label the engine reads in a Latin spelling (`xn--caf-dma` as `cafe`): its ASCII twin. */
export const readsAsAsciiTwin = (f: NameFeatures) => f.spelling !== f.label;

function spellingFeatures(label: string, spelling: string, extension: string): NameFeatures {
  const tokens = breakWords(spelling);
  const words: string[] = [];
  const wordClasses: number[] = [];
  let covered = 0;
  let letters = 0;
  let digits = 0;
  let zipfMin = 0;
  let zipfMax = 0;
  let zipfSum = 0;
  for (const t of tokens) {
    if (t.kind === 'digits') {
      digits += t.text.length;
      continue;
    }
    letters += t.text.length;
    if (t.kind !== 'word') continue;
    words.push(t.text);
    wordClasses.push(frequencyClass(t.zipf));
    covered += t.text.length;
    zipfSum += t.zipf;
    zipfMax = Math.max(zipfMax, t.zipf);
    zipfMin = zipfMin === 0 ? t.zipf : Math.min(zipfMin, t.zipf);
  }
  const { industry, keywordCount } = industryOfWords(words);
  return {
    label,
    extension,
    spelling,
    tokens,
    words,
    wordClasses,
    length: spelling.length,
    wordCount: words.length,
    coverage: letters ? covered / letters : 0,
    digits,
    hyphens: countChar(spelling, 45),
    zipfMin,
    zipfMax,
    zipfMean: words.length ? zipfSum / words.length : 0,
    pronunciation: pronounce(spelling, tokens),
    keywordCount,
    industry,
  };
}

/** Zipf frequency classes 0..7: how common a word is, the group an unsold word borrows its value from. */
export const FREQUENCY_CLASSES = 8;
function frequencyClass(zipf: number): number {
  return Math.max(0, Math.min(FREQUENCY_CLASSES - 1, Math.floor(zipf)));
}

/** Sale channels the sales file names (venues), from wholesale to negotiated end-user deals. */
export const CHANNELS = saleChannels;
export type Channel = SaleChannel;

/**
 * What the fit learns from the sales themselves, looked up by the model's feature vector. Every
 * value is a log10 price in today's money relative to the mean of its sale channel, so a word
 * sold mostly at auction and one sold mostly through brokers are compared on the same footing.
 * Keyed by visitor text, hence Maps: a word like "constructor" must find nothing.
 */
export interface EncodingTables {
  /** Relative value of sales under each extension, shrunk towards zero by how few back it. */
  extension: Map<string, number>;
  industry: Map<string, number>;
  /** Relative value of sales containing each word, shrunk towards its frequency class; with how many sales back it. */
  word: Map<string, [number, number]>;
  /** The relative value of an unsold word of each frequency class. */
  wordClass: number[];
  /** What a word fetches under one extension beyond what it fetches everywhere ("ai|robot"). */
  extensionWord: Map<string, number>;
  /** Relative value of names containing each letter trigram ("^ba", "ake", "ry$"), heavily shrunk. */
  trigram: Map<string, number>;
}

/** How a name sounds: syllables, vowel share, letter runs and how usual its letter trigrams are. */
export const PRONOUNCEABILITY_FEATURES = [
  'syllables',
  'vowelRatio',
  'longestConsonantRun',
  'longestVowelRun',
  'trigramMean',
  'trigramMin',
] as const;

/**
 * What sets short and all-digit names apart at auction: repeated characters (`8888`), the
 * digits East Asian buyers pay for (8) or avoid (4), and letters that are hard to say or
 * spell out (q, v, x, z, j).
 */
export const CHARACTER_PATTERN_FEATURES = ['distinctShare', 'fours', 'eights', 'rareLetters'] as const;

export const FEATURE_NAMES = [
  'length',
  'wordCount',
  'tokenCount',
  'coverage',
  'digits',
  'allDigits',
  'hyphens',
  ...CHARACTER_PATTERN_FEATURES,
  'zipfMin',
  'zipfMax',
  'zipfMean',
  'singleWord',
  ...PRONOUNCEABILITY_FEATURES,
  'extensionValue',
  'extensionKind',
  'keywordCount',
  'industryValue',
  'wordValueMax',
  'wordValueMin',
  'wordValueMean',
  'wordSales',
  'extensionWordLift',
  'channel',
] as const;

const KIND_CODE = { com: 0, legacy: 1, country: 2, new: 3 } as const;

/** q, v, x, z and j as bits of a letter mask (a = bit 0). */
const RARE_LETTERS = ['q', 'v', 'x', 'z', 'j'].reduce((mask, l) => mask | (1 << (l.charCodeAt(0) - 97)), 0);

/**
 * Writes the character-pattern features of a spelling (a-z, 0-9 and hyphens) at out[at...]:
 * one pass over its character codes with bit masks, no allocation, since every valuation runs it.
 */
function characterPattern(spelling: string, out: Float64Array, at: number): void {
  let letters = 0;
  let others = 0;
  let distinct = 0;
  let fours = 0;
  let eights = 0;
  let rare = 0;
  for (let k = 0; k < spelling.length; k++) {
    const code = spelling.charCodeAt(k);
    const letter = code >= 97 && code <= 122;
    const bit = letter ? 1 << (code - 97) : 1 << (code & 31);
    if (letter ? (letters & bit) === 0 : (others & bit) === 0) distinct++;
    if (letter) letters |= bit;
    else others |= bit;
    if (letter && (RARE_LETTERS & bit) !== 0) rare++;
    if (code === 52) fours++;
    if (code === 56) eights++;
  }
  out[at] = spelling.length ? distinct / spelling.length : 0;
  out[at + 1] = fours;
  out[at + 2] = eights;
  out[at + 3] = rare;
}

/** The key of a word under an extension in the extension-word table. */
export const extensionWordKey = (extension: string, word: string) => `${extension}|${word}`;

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
  let liftMax = 0;
  for (let k = 0; k < f.words.length; k++) {
    const w = f.words[k] as string;
    const entry = tables.word.get(w);
    const value = entry ? entry[0] : (tables.wordClass[f.wordClasses[k] as number] as number);
    wordMax = k === 0 ? value : Math.max(wordMax, value);
    wordMin = k === 0 ? value : Math.min(wordMin, value);
    wordSum += value;
    if (entry) wordSales += entry[1];
    const lift = tables.extensionWord.get(extensionWordKey(f.extension, w)) ?? 0;
    liftMax = Math.abs(lift) > Math.abs(liftMax) ? lift : liftMax;
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
  characterPattern(f.spelling, out, i);
  i += CHARACTER_PATTERN_FEATURES.length;
  out[i++] = f.zipfMin;
  out[i++] = f.zipfMax;
  out[i++] = f.zipfMean;
  out[i++] = f.wordCount === 1 && f.tokens.length === 1 ? 1 : 0;
  out[i++] = p.syllables;
  out[i++] = p.vowelRatio;
  out[i++] = p.longestConsonantRun;
  out[i++] = p.longestVowelRun;
  writeTrigramValues(f.spelling, tables.trigram, out, i);
  i += 2;
  out[i++] = tables.extension.get(f.extension) ?? 0;
  out[i++] = KIND_CODE[extensionKind(f.extension)];
  out[i++] = f.keywordCount;
  out[i++] = tables.industry.get(f.industry) ?? 0;
  out[i++] = wordMax;
  out[i++] = wordMin;
  out[i++] = f.wordCount ? wordSum / f.wordCount : 0;
  out[i++] = Math.log10(1 + wordSales);
  out[i++] = liftMax;
  out[i++] = CHANNELS.indexOf(channel);
  return out;
}
