/**
 * The word of a name to look up sales with: its longest word (the most telling), or the
 * whole name when the engine found none.
 */
export function salesKeywordOf(name: string, words: readonly string[]): string {
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '') || name;
}
