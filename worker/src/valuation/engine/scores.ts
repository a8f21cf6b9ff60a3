import { extensionKind } from './extensions.ts';
import type { NameFeatures } from './features.ts';
import type { DomainScores } from './name-valuation.ts';

const clamp = (v: number) => Math.max(0, Math.min(100, Math.round(v)));
const EXTENSION_REACH = { com: 12, legacy: 5, country: 0, new: -6 } as const;

/**
 * Monthly searches for the name's words as a phrase: a word's Zipf frequency stands for how
 * often people say it, and each extra word in the phrase divides the searches for it.
 */
export function keywordVolume(f: NameFeatures): number {
  if (f.wordCount === 0 || f.coverage < 1) return 0;
  const volume = 10 ** (f.zipfMin + 0.1 - 0.55 * (f.wordCount - 1));
  return Math.min(100_000, Math.round(volume / 10) * 10);
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

/** Readable, pronounceable, short: how well the name works as a brand (0-100). */
function brandability(f: NameFeatures): number {
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

export function scoreName(f: NameFeatures, valuePercentile: number, volume: number): DomainScores {
  const reach = EXTENSION_REACH[extensionKind(f.extension)];
  const familiarity = Math.max(0, Math.min(1, (f.zipfMean - 1) / 5));
  const keywords = Math.min(20, f.keywordCount * 10);
  const extraWords = Math.max(0, f.wordCount - 2) * 8;
  const clutter = f.hyphens * 10 + (f.digits > 0 && f.digits < f.length ? 10 : 0);
  const seo = f.coverage * familiarity * 78 + keywords + reach - extraWords - clutter;
  const traffic =
    f.coverage * Math.max(0, Math.min(1, (f.zipfMax - 1.5) / 5)) * 85 +
    reach -
    (f.wordCount > 1 ? 6 * (f.wordCount - 1) : 0) -
    clutter;
  const brandabilityScore = clamp(brandability(f));
  const memorability =
    100 - Math.max(0, f.length - 6) * 5 - Math.max(0, f.wordCount - 1) * 10 + familiarity * 20;
  return {
    seoScore: clamp(seo),
    trafficScore: clamp(traffic),
    brandabilityScore,
    potentialScore: clamp(0.65 * valuePercentile + 0.35 * clamp(seo)),
    brandScore: clamp(0.6 * brandabilityScore + 0.4 * clamp(memorability)),
    marketValue: clamp(valuePercentile),
    trafficPotential: clamp((Math.log10(1 + volume) / 5) * 100),
  };
}
