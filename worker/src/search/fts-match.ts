/**
 * Turns what a visitor typed into an FTS5 MATCH expression that cannot be a syntax error:
 * FTS5 operators, quotes and column filters in the input are never passed through. Each
 * whitespace-separated word becomes a quoted phrase of its letter and digit runs
 * ("acme.com" -> "acme com", as the unicode61 tokenizer indexed it), all words are
 * required, and the last word also matches as a prefix so a half-typed word still finds.
 * Returns undefined when nothing searchable is left.
 */
export function ftsMatchExpression(input: string): string | undefined {
  const phrases = input
    .split(/\s+/)
    .map((word) =>
      word
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu)
        ?.join(' '),
    )
    .filter((phrase): phrase is string => Boolean(phrase));
  if (phrases.length === 0) return undefined;
  const last = phrases.length - 1;
  return phrases
    .map((phrase, i) => {
      const quoted = `"${phrase}"`;
      // A one-letter prefix would expand to a large share of the vocabulary.
      return i === last && phrase.length >= 2 ? `${quoted}*` : quoted;
    })
    .join(' ');
}
