import { type ExtensionKind, extensionKind } from './extensions.ts';
import { type NameFeatures, nameFeatures } from './features.ts';
import type { DomainScores } from './name-valuation.ts';

const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
const clamp01 = (v: number) => Math.max(0, Math.min(1, v));

/** What the extension adds to search and type-in reach: .com first, then legacy, country, new. */
const EXTENSION_REACH = { com: 12, legacy: 5, country: 0, new: -6 } as const;
/** Each word beyond the first divides the searches for the phrase (log10), as it narrows it. */
const EXTRA_WORD_LOG = 0.55;
/** What a hyphen costs every letter score beyond the joined name's: buyers misremember and mistype it. */
const HYPHEN_COST = 10;

/**
 * log10 of the monthly searches for the phrase the name spells, or undefined when letters fall
 * outside words: a phrase is searched as often as its rarest word (a word's Zipf frequency
 * stands for how often people say it), and each extra word narrows it further.
 */
function phraseSearchLog(f: NameFeatures): number | undefined {
  if (f.wordCount === 0 || f.coverage < 1) return undefined;
  return f.zipfMin + 0.1 - EXTRA_WORD_LOG * (f.wordCount - 1);
}

/** Monthly searches for the name's words as a phrase (0 when its letters are not all words). */
export function keywordVolume(f: NameFeatures): number {
  const log = phraseSearchLog(f);
  if (log === undefined) return 0;
  return Math.min(100_000, Math.round(10 ** log / 10) * 10);
}

/** Percentile (0-100) of a log10 value among the model's values of every sold name. */
export function percentileOf(percentiles: readonly number[], logValue: number): number {
  let lo = 0;
  let hi = percentiles.length - 1;
  if (logValue <= (percentiles[0] as number)) return 0;
  if (logValue >= (percentiles[hi] as number)) return 100;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (logValue < (percentiles[mid] as number)) hi = mid;
    else lo = mid;
  }
  const a = percentiles[lo] as number;
  const b = percentiles[hi] as number;
  return lo + (b > a ? (logValue - a) / (b - a) : 0);
}

/** The scores read off the name's letters and words (0-100); the others come from its value. */
interface LetterScores {
  seo: number;
  typeIn: number;
  brand: number;
  searches: number;
}

/**
 * How common the phrase the words spell is (0-1), from its rarest word less what each extra
 * word narrows it, scaled by the share of letters inside words (squared: stray letters spoil
 * an exact match fast). From `floor` (a rare word) to `floor + span` (everyday words).
 */
function commonness(f: NameFeatures, floor: number, span: number): number {
  if (f.wordCount === 0) return 0;
  const phrase = f.zipfMin - EXTRA_WORD_LOG * (f.wordCount - 1);
  return clamp01((phrase - floor) / span) * f.coverage * f.coverage;
}

/** Readable, pronounceable, short: how the letters work as a brand (unclamped). */
function shape(f: NameFeatures): number {
  const p = f.pronunciation;
  let s = 100;
  s -= Math.max(0, Math.abs(f.length - 7) - 2) * 6;
  s -= Math.max(0, p.syllables - 3) * 8;
  s -= Math.max(0, p.longestConsonantRun - 2) * 12;
  s -= Math.max(0, p.longestVowelRun - 2) * 10;
  s -= Math.abs(p.vowelRatio - 0.42) * 60;
  s -= f.digits > 0 && f.digits < f.length ? 18 : 0;
  s -= f.hyphens * 20;
  s -= Math.max(0, f.wordCount - 2) * 12;
  return s;
}

/** The letter scores of the name alone, before any comparison with the names it varies. */
function ownLetterScores(f: NameFeatures, kind: ExtensionKind = extensionKind(f.extension)): LetterScores {
  const reach = EXTENSION_REACH[kind];
  const clutter = f.hyphens * 10 + (f.digits > 0 && f.digits < f.length ? 10 : 0);
  // An industry keyword helps only inside a phrase people search for.
  const keywords = Math.min(20, f.keywordCount * 10) * commonness(f, 0, 1);
  const seo = 75 * commonness(f, 1, 4) + keywords + reach - clutter;
  // Typing a name in the address bar is a .com habit, so the extension counts half again.
  const typeIn = 80 * commonness(f, 1.5, 4) + 1.5 * reach - Math.max(0, f.length - 8) * 2 - clutter;
  // Short names stick, but letters outside words are remembered only by rote.
  const memorability =
    (100 - Math.max(0, f.length - 6) * 5 - Math.max(0, f.wordCount - 1) * 10) * (0.4 + 0.6 * f.coverage) +
    commonness(f, 1, 5) * 20;
  const log = phraseSearchLog(f);
  return {
    seo: clamp(seo),
    typeIn: clamp(typeIn),
    brand: clamp(0.6 * clamp(shape(f)) + 0.4 * clamp(memorability)),
    searches: log === undefined ? 0 : clamp((Math.log10(1 + keywordVolume(f)) / 5) * 100),
  };
}

const atMost = (a: LetterScores, b: LetterScores, less = 0): LetterScores => ({
  seo: Math.min(a.seo, Math.max(0, b.seo - less)),
  typeIn: Math.min(a.typeIn, Math.max(0, b.typeIn - less)),
  brand: Math.min(a.brand, Math.max(0, b.brand - less)),
  searches: Math.min(a.searches, Math.max(0, b.searches - less)),
});

/**
 * Each word's own letter scores, per kind of extension (the only part of the extension they
 * read). A name of several words is held under each word's (see letterScores), and names share
 * words far more often than labels: worked out afresh, they were about a sixth of a
 * valuation's CPU. A plain Map per kind, keyed by the word itself, emptied when it holds
 * WORDS_KEPT (the words come from visitors): through lru-cache, whose get and set cost more
 * than the reading they saved here (a seed generator's profile: 0.5 s of its 9 s in them), and
 * with a key made per lookup, it paid for itself only on names of common words.
 */
const WORDS_KEPT = 8192;
const wordScores = new Map<ExtensionKind, Map<string, LetterScores>>();

function wordLetterScores(word: string, extension: string): LetterScores {
  const kind = extensionKind(extension);
  let ofKind = wordScores.get(kind);
  if (!ofKind) {
    ofKind = new Map();
    wordScores.set(kind, ofKind);
  }
  let scores = ofKind.get(word);
  if (!scores) {
    scores = ownLetterScores(nameFeatures(word, extension), kind);
    if (ofKind.size >= WORDS_KEPT) ofKind.clear();
    ofKind.set(word, scores);
  }
  return scores;
}

/**
 * The letter scores, never above a stronger name this one is a variant of under the same
 * extension: a word of it alone (the word plus letters, digits or other words is weaker than
 * the word), and its letters joined without hyphens, less the hyphen's cost. A weaker
 * extension scores lower through its reach, the only term the extension enters.
 */
function letterScores(f: NameFeatures): LetterScores {
  let scores = ownLetterScores(f);
  if (f.hyphens > 0) {
    const joined = nameFeatures(f.spelling.replaceAll('-', ''), f.extension);
    scores = atMost(scores, letterScores(joined), HYPHEN_COST * f.hyphens);
  }
  if (f.tokens.length > 1) {
    for (const token of f.tokens) {
      if (token.kind === 'word') scores = atMost(scores, wordLetterScores(token.text, f.extension));
    }
  }
  return scores;
}

/**
 * SPEC's scores of a name, from the features its value is read from: search, type-in, brand
 * and searches from its letters and words; market value and potential from where its value
 * (the log10 headline value) falls among sold names. One brand figure serves both the
 * brandability and brand fields.
 */
export function scoreName(f: NameFeatures, valuePercentile: number): DomainScores {
  const { seo, typeIn, brand, searches } = letterScores(f);
  return {
    seoScore: seo,
    trafficScore: typeIn,
    brandabilityScore: brand,
    potentialScore: clamp(0.65 * valuePercentile + 0.35 * seo),
    brandScore: brand,
    marketValue: clamp(valuePercentile),
    trafficPotential: searches,
  };
}

/** Each score no higher than the other name's: a weaker variant held under its stronger form. */
export function scoresAtMost(own: DomainScores, stronger: DomainScores): DomainScores {
  const out = { ...own };
  for (const key of Object.keys(out) as (keyof DomainScores)[]) out[key] = Math.min(own[key], stronger[key]);
  return out;
}
