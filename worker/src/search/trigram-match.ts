/** The distinct runs of three characters (code points, as FTS5 counts them) of a text, in order. */
export function ftsTrigramsOf(text: string): string[] {
  const chars = Array.from(text);
  const grams: string[] = [];
  for (let k = 0; k + 3 <= chars.length; k++) grams.push(chars.slice(k, k + 3).join(''));
  return [...new Set(grams)];
}

/**
 * An FTS5 MATCH expression over a trigram index that requires every trigram of each text.
 * Each trigram is a quoted string with its quotes doubled, so no input is FTS5 syntax.
 */
export function allTrigramsMatch(...texts: string[]): string {
  return [...new Set(texts.flatMap(ftsTrigramsOf))].map((g) => `"${g.replaceAll('"', '""')}"`).join(' AND ');
}
