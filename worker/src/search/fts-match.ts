import { readDirectoryKeyword } from '@domainary/schema/keyword/directory-keyword.ts';

/**
 * Turns what a visitor typed into an FTS5 MATCH expression that cannot be a syntax error:
 * FTS5 operators, quotes and column filters in the input are never passed through. The
 * keyword's phrases (readDirectoryKeyword: capped, merged, one-letter words dropped) are
 * each quoted and all required, and the last also matches as a prefix so a half-typed word
 * still finds. Returns undefined when nothing is left to search for (punctuation alone), or
 * when the keyword cannot be searched cheaply, which the contracts refuse before any search.
 */
export function ftsMatchExpression(input: string): string | undefined {
  const { phrases } = readDirectoryKeyword(input);
  if (phrases === null || phrases.length === 0) return undefined;
  const last = phrases.length - 1;
  return phrases
    .map((phrase, i) => {
      const text = phrase.join(' ');
      const quoted = `"${text}"`;
      // A one-letter prefix would expand to a large share of the vocabulary.
      return i === last && text.length >= 2 ? `${quoted}*` : quoted;
    })
    .join(' ');
}

/**
 * The keyword for an index that keeps no word positions, so no phrase of several parts:
 * every part of every phrase a term of its own, all required, the keyword's last part a
 * prefix as in ftsMatchExpression. One-letter parts are left out (as a prefix one would
 * merge a large share of the vocabulary). It finds every company the keyword's own
 * expression finds, and exactly those when each phrase is a single part
 * (keyword-phrases.ts checks the others).
 */
export function everyPartMatch(input: string): string | undefined {
  const { phrases } = readDirectoryKeyword(input);
  if (phrases === null || phrases.length === 0) return undefined;
  const parts = phrases.flat();
  const last = parts.length - 1;
  const terms = parts.flatMap((part, i) => {
    if (part.length < 2) return [];
    return [i === last ? `"${part}"*` : `"${part}"`];
  });
  return terms.join(' ');
}
