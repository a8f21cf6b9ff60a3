import type { NameFeatures } from './features.ts';

/**
 * Kinds of name whose sales spread differently around the same value, each calibrated to its
 * own 80% range: .com or another extension, up to 6 characters or longer, read as dictionary
 * words or not (all but at most one letter in words). Sales of short .com words lie close to
 * their value; coined strings of the same value scatter far wider.
 */
export const RANGE_GROUPS = 8;

/** Up to this many characters a name counts as short for its range. */
const SHORT = 6;

export function rangeGroupOf(f: Pick<NameFeatures, 'extension' | 'length' | 'words' | 'wordCount'>): number {
  const wordy = f.wordCount >= 1 && f.words.reduce((n, w) => n + w.length, 0) >= f.length - 1;
  return (f.extension === 'com' ? 0 : 4) + (f.length <= SHORT ? 0 : 2) + (wordy ? 0 : 1);
}
