import type { NameFeatures } from './features.ts';

/**
 * Whether a buyer reads the name as words: at least three letters in four inside dictionary
 * words, and no more words than a phrase holds. The breaker finds some word in nearly any run
 * of letters ("abc" + "def" + "hi" in the alphabet); those are not words anyone reads.
 */
export const readsAsWords = (f: NameFeatures) => f.wordCount > 0 && f.coverage >= 0.75 && f.wordCount <= 5;

/** The words a buyer reads in the name, or none when its letters do not read as words. */
export const wordsRead = (f: NameFeatures) => (readsAsWords(f) ? f.words : []);

/**
 * Whether the letters say easily aloud: no run of more than three consonants, vowels in a
 * spoken share, and few enough syllables to say in one breath.
 */
export function soundsOut(f: NameFeatures): boolean {
  const p = f.pronunciation;
  return p.longestConsonantRun <= 3 && p.vowelRatio >= 0.25 && p.vowelRatio <= 0.7 && p.syllables <= 5;
}

/** Whether the name has letters that are hard to spell out when said (q, v, x, z, j). */
export const hasRareLetters = (f: NameFeatures) => /[qvxzj]/.test(f.spelling);
