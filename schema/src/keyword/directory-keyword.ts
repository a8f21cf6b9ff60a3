/**
 * A directory keyword as the full-text index reads it: each whitespace-separated word is a
 * phrase of its letter and digit runs ("acme.com" -> acme com), as the unicode61 tokenizer
 * indexed them. The index reads every part of every phrase, so what costs work without
 * narrowing the search is merged or dropped, and what would still cost too much is refused
 * with a reason a person can act on. Text with no letter or digit gives no phrase: no keyword.
 */

/** Phrases (distinct words) a keyword may hold. */
export const MAX_KEYWORD_PHRASES = 6;
/** Parts one word may join with dots, hyphens or other marks ("a.b.c.d"). */
export const MAX_PHRASE_PARTS = 4;
/** Parts in all: each is one read of the index. */
export const MAX_KEYWORD_PARTS = 8;

export type DirectoryKeyword = { phrases: string[][]; problem: null } | { phrases: null; problem: string };

/** What a pasted address starts with: in every website, so it narrows nothing. */
const addressPrefixes = new Set(['http', 'https', 'www']);

/** A word's letter and digit runs, without a pasted address's scheme and `www`. */
function partsOf(word: string): string[] {
  const parts = word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let start = 0;
  while (start < parts.length - 1 && addressPrefixes.has(parts[start] as string)) start += 1;
  return parts.slice(start);
}

/** A phrase of one-letter parts ("a", "a.b") is in nearly every description: it narrows nothing. */
const narrows = (phrase: string[]) => phrase.some((part) => part.length >= 2);

export function readDirectoryKeyword(input: string): DirectoryKeyword {
  const distinct = new Map<string, string[]>();
  for (const word of input.split(/\s+/)) {
    const phrase = partsOf(word);
    if (phrase.length > MAX_PHRASE_PARTS) {
      const shown = word.length > 30 ? `${word.slice(0, 30)}…` : word;
      return {
        phrases: null,
        problem: `"${shown}" joins ${phrase.length} parts: a word may join at most ${MAX_PHRASE_PARTS} with dots or hyphens`,
      };
    }
    // The same word twice asks nothing more of a match.
    if (phrase.length > 0) distinct.set(phrase.join(' '), phrase);
  }
  const all = [...distinct.values()];
  // Punctuation alone searches for nothing: the search goes on without a keyword.
  if (all.length === 0) return { phrases: [], problem: null };
  const phrases = all.filter(narrows);
  if (phrases.length === 0) {
    return {
      phrases: null,
      problem: 'Use a word of two letters or more: single letters are in nearly every company',
    };
  }
  if (phrases.length > MAX_KEYWORD_PHRASES) {
    return { phrases: null, problem: `Use at most ${MAX_KEYWORD_PHRASES} different words` };
  }
  const parts = phrases.reduce((n, phrase) => n + phrase.length, 0);
  if (parts > MAX_KEYWORD_PARTS) {
    return {
      phrases: null,
      problem: `Use fewer words or parts: at most ${MAX_KEYWORD_PARTS} in all, counting each part of a dotted or hyphenated word`,
    };
  }
  return { phrases, problem: null };
}
