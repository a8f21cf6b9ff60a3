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
