import { wordProfanity, wordValence } from './word-ratings.ts';

/** Plain lower-case words of a length that reads well inside a name. */
export function isNameWord(word: string, minLength: number, maxLength: number): boolean {
  return word.length >= minLength && word.length <= maxLength && /^[a-z]+$/.test(word);
}

/** Words a brand would not carry: profane (cuss rating 1-2) or of negative sentiment (AFINN). */
export function isUnfitForBrand(word: string): boolean {
  return (wordProfanity.get(word) ?? 0) >= 1 || (wordValence.get(word) ?? 0) < 0;
}

/** Latin letters only, accents dropped: the form a name takes inside a domain label. */
export function toLabel(text: string): string {
  // Most names are printable ASCII; only the rest pay for Unicode decomposition.
  const ascii = /[^\x20-\x7e]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return ascii.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
