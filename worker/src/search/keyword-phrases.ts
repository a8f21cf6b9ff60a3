import { readDirectoryKeyword } from '@domainary/schema/keyword/directory-keyword.ts';

/**
 * The phrases of several parts a keyword holds ("co.uk" is co then uk), the last part of the
 * keyword's last phrase a prefix (`prefixed`), as ftsMatchExpression searches them. An index
 * without word positions finds every part but not their order; these say which order to check.
 */
export interface SeveralPartPhrase {
  parts: string[];
  prefixed: boolean;
}

/** The keyword's phrases of two parts or more, in the full-text index's lower-cased folding. */
export function severalPartPhrases(input: string): SeveralPartPhrase[] {
  const { phrases } = readDirectoryKeyword(input);
  if (phrases === null) return [];
  return phrases.flatMap((parts, i) =>
    parts.length > 1 ? [{ parts: parts.map(folded), prefixed: i === phrases.length - 1 }] : [],
  );
}

/**
 * A text as the unicode61 tokenizer with remove_diacritics 2 reads it: lower case, accents
 * dropped ("Café" is cafe), split into runs of letters and digits.
 */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const tokensOf = (text: string) => folded(text).match(/[\p{L}\p{N}]+/gu) ?? [];

function holdsPhrase(tokens: readonly string[], { parts, prefixed }: SeveralPartPhrase): boolean {
  const last = parts.length - 1;
  for (let start = 0; start + last < tokens.length; start++) {
    let i = 0;
    for (; i <= last; i++) {
      const token = tokens[start + i] as string;
      const part = parts[i] as string;
      if (i === last && prefixed ? !token.startsWith(part) : token !== part) break;
    }
    if (i > last) return true;
  }
  return false;
}

/**
 * Whether each phrase stands, its parts in order and next to each other, within one of the
 * texts (an FTS5 phrase never spans two columns).
 */
export function holdsEveryPhrase(texts: readonly string[], phrases: readonly SeveralPartPhrase[]): boolean {
  const tokenized = texts.map(tokensOf);
  return phrases.every((phrase) => tokenized.some((tokens) => holdsPhrase(tokens, phrase)));
}
