import type {
  GenerateDomainsOptions,
  GeneratorExtension,
  GeneratorTone,
} from '@domainary/schema/contracts/generator.ts';
import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { breakWords, INDUSTRIES, type Industry, industriesOfWord } from '../valuation/index.ts';
import { labelWords } from './label.ts';
import { isNegativeWord, isProfane, zipfOf } from './word-data.ts';

/** What a request asks for, reduced to the words names are built from. */
export interface Brief {
  /** The keyword as typed (trimmed), for explanations. */
  keyword: string;
  /** Every word of the keyword, lower-case ASCII ("green", "energy"). */
  words: string[];
  /** The words names are built around: the keyword minus filler, at most three. */
  anchors: string[];
  /** The whole keyword as one label ("greenenergy"). */
  core: string;
  /** The purpose as typed (trimmed), or null. */
  purpose: string | null;
  /** Content words of the purpose, most telling first. */
  purposeTerms: string[];
  /** The chosen industry, else the one the keyword and purpose point to, else null. */
  industry: Industry | null;
  tone: GeneratorTone | null;
  extension: GeneratorExtension;
  count: number;
}

const MAX_ANCHORS = 3;
const MAX_PURPOSE_TERMS = 4;
/** Words this common are grammar ("the", "with", "your"), not content. */
const FILLER_ZIPF = 5.5;
// Nouns every brief uses ("a website for my business") that say nothing about the name.
const GENERIC_TERMS = new Set([
  'website',
  'site',
  'business',
  'company',
  'platform',
  'service',
  'services',
  'brand',
  'startup',
  'customers',
  'clients',
  'users',
  'online',
  'product',
  'products',
  'offer',
  'offers',
  'provide',
  'provides',
  'helps',
  'based',
  'using',
  'focused',
  'looking',
]);

function isFiller(word: string): boolean {
  return word.length <= 4 && zipfOf(word) >= FILLER_ZIPF;
}

/** "greenenergy" -> green + energy, when it is not itself a word and splits cleanly into words. */
function splitRun(word: string): string[] {
  if (word.length < 6 || zipfOf(word) > 0 || /\d/.test(word)) return [word];
  const tokens = breakWords(word);
  const clean =
    tokens.length > 1 && tokens.every((t) => t.kind === 'word' && t.text.length >= 3 && t.zipf >= 3);
  return clean ? tokens.map((t) => t.text) : [word];
}

/** A lone letter belongs to the next word: "e-commerce" -> "ecommerce", "x ray" -> "xray". */
function joinLoneLetters(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (word.length === 1 && /[a-z]/.test(word) && next !== undefined) {
      out.push(word + next);
      i++;
    } else {
      out.push(word);
    }
  }
  return out;
}

/**
 * Anchors are content words in their singular ("cars" -> "car"), so affixes and endings
 * attach to the stem. Bare numbers ("24", "7") stay in the whole-keyword name only.
 */
function chooseAnchors(words: readonly string[]): string[] {
  const lettered = words.filter((w) => /[a-z]/.test(w)).map(singular);
  const content = lettered.filter((w) => !isFiller(w));
  const pool = content.length > 0 ? content : lettered.length > 0 ? lettered : [...words];
  if (pool.length <= MAX_ANCHORS) return pool;
  // Keep the most specific words (rarest first; words SUBTLEX never saw are the most specific).
  const keep = new Set(
    [...pool].sort((a, b) => zipfOf(a) - zipfOf(b) || a.localeCompare(b)).slice(0, MAX_ANCHORS),
  );
  return pool.filter((w) => keep.has(w));
}

function singular(word: string): string {
  if (!word.endsWith('s') || word.endsWith('ss') || word.length < 5) return word;
  const stem = word.slice(0, -1);
  return zipfOf(stem) >= zipfOf(word) - 0.5 ? stem : word;
}

function purposeTermsOf(purpose: string | undefined, anchors: readonly string[]): string[] {
  if (!purpose) return [];
  const seen = new Set(anchors);
  const terms: string[] = [];
  for (const raw of labelWords(purpose)) {
    const word = singular(raw);
    if (seen.has(word) || word.length < 3 || word.length > 10 || /\d/.test(word)) continue;
    seen.add(word);
    const known = zipfOf(word) >= 2 || industriesOfWord(word).length > 0;
    if (!known || zipfOf(word) >= FILLER_ZIPF || GENERIC_TERMS.has(word)) continue;
    if (isNegativeWord(word) || isProfane(word)) continue;
    terms.push(word);
  }
  // Industry keywords first, then the rarer (more telling) words; ties keep the brief's order.
  const rank = (w: string) => (industriesOfWord(w).length > 0 ? -10 : 0) + zipfOf(w);
  return terms
    .map((w, i) => ({ w, i }))
    .sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i)
    .slice(0, MAX_PURPOSE_TERMS)
    .map(({ w }) => w);
}

function detectIndustry(words: readonly string[]): Industry | null {
  const votes = new Map<Industry, number>();
  for (const word of words) {
    for (const industry of industriesOfWord(word)) votes.set(industry, (votes.get(industry) ?? 0) + 1);
  }
  let best: Industry | null = null;
  let top = 0;
  for (const industry of INDUSTRIES) {
    const n = votes.get(industry) ?? 0;
    if (n > top) {
      best = industry;
      top = n;
    }
  }
  return best;
}

/**
 * Reads a validated request into a brief, or null when the keyword holds nothing a label
 * can be made of (only punctuation, or a script with no Latin reading).
 */
export function briefOf(options: GenerateDomainsOptions): Brief | null {
  const words = joinLoneLetters(normaliseKeyword(options.keyword).asciiWords).flatMap(splitRun);
  if (words.length === 0) return null;
  const anchors = chooseAnchors(words);
  const purposeTerms = purposeTermsOf(options.purpose, anchors);
  const chosen = options.industry && options.industry !== 'all' ? options.industry : null;
  return {
    keyword: options.keyword,
    words,
    anchors,
    core: words.join('').slice(0, 63),
    purpose: options.purpose ?? null,
    purposeTerms,
    industry: chosen ?? detectIndustry([...words, ...purposeTerms]),
    tone: options.tone ?? null,
    extension: options.extension,
    count: options.count,
  };
}
