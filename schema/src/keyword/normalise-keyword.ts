import { MAX_KEYWORD_LENGTH, type SearchExtension } from '../contracts/domain-choices.ts';
import { asciiLabelOf, asciiSpellingsOf } from './label-forms.ts';
import { splitTypedName } from './typed-host.ts';

/** A name to offer: what people read, and what DNS and the database hold. */
export interface CandidateLabel {
  /** Unicode for an IDN (`café`), otherwise the same as `ascii`. */
  display: string;
  /** ASCII; an IDN's `xn--` form (`xn--caf-dma`). */
  ascii: string;
}

/**
 * Why a keyword gives nothing to look up: no letter or digit in it (`!!!`, emoji), or even
 * its shortest name is longer than a DNS label allows.
 */
export type KeywordProblem = 'nothing-searchable' | 'too-long';

export interface NormalisedKeyword {
  /** The words as typed, normalised: `Coffee & Tea` -> coffee, and, tea. */
  words: string[];
  /** The words spelled in ASCII, what stored names can contain; empty when a word has no Latin spelling. */
  asciiWords: string[];
  /** Exact names to offer, best first: joined, then hyphenated, each before its ASCII spellings. */
  labels: CandidateLabel[];
  /** The extension typed with the keyword (`shop.io`), when the search offers it. */
  extension: SearchExtension | null;
  /** Country extensions the words' language points to (`straße` -> de). */
  countryExtensions: SearchExtension[];
  problem: KeywordProblem | null;
}

/** Exact names offered per keyword, so a phrase costs a bounded number of lookups per extension. */
const MAX_CANDIDATE_LABELS = 3;

/**
 * Letters only one language with a country extension writes. Umlauts are not among them:
 * Swedish, Finnish, Estonian, Hungarian and Turkish write ä, ö or ü too.
 */
const countryOfLetter = new Map<string, SearchExtension>([['ß', 'de']]);

/** Emoji presentation selectors, keycap and joiner marks: they decorate, they spell nothing. */
const EMOJI_MARKS = /[\uFE0E\uFE0F\u20E3\u200D]/g;

function wordsOf(text: string): string[] {
  const spaced = text.replace(EMOJI_MARKS, '').replace(/&/g, ' and ').replace(/['’]/g, '');
  return spaced.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
}

/** Each spelling of the words (as typed, then ASCII ones), joined and hyphenated. */
function labelTexts(words: string[], spellings: string[][]): string[] {
  const rows = [words];
  const spellingCount = Math.max(...spellings.map((s) => s.length));
  if (spellings.every((s) => s.length > 0)) {
    for (let k = 0; k < spellingCount; k++)
      rows.push(spellings.map((s) => s[Math.min(k, s.length - 1)] as string));
  }
  const joined = rows.map((row) => row.join(''));
  const hyphenated = words.length > 1 ? rows.map((row) => row.join('-')) : [];
  return [...joined, ...hyphenated];
}

/** The names the words can be registered as, and whether some were refused only for length. */
function candidateLabels(words: string[], spellings: string[][]) {
  const labels = new Map<string, CandidateLabel>();
  let tooLong = false;
  for (const display of labelTexts(words, spellings)) {
    const ascii = asciiLabelOf(display);
    if (ascii && ascii.length > MAX_KEYWORD_LENGTH) tooLong = true;
    else if (ascii && !labels.has(ascii)) labels.set(ascii, { display, ascii });
  }
  return { labels: [...labels.values()].slice(0, MAX_CANDIDATE_LABELS), tooLong };
}

/**
 * What a visitor typed in a keyword box, as words and the names they suggest. The text is
 * trimmed, NFKC-normalised and lower-cased; a pasted URL or e-mail address gives its host;
 * words split on spaces and punctuation, with `&` read as `and`. The web form and the API
 * both read keywords through this, so the page never sends what the API would refuse.
 */
export function normaliseKeyword(typed: string): NormalisedKeyword {
  const { text, extension } = splitTypedName(typed.trim().normalize('NFKC').toLowerCase());
  const words = wordsOf(text);
  const countryExtensions = [...new Set([...text].flatMap((ch) => countryOfLetter.get(ch) ?? []))];
  const spellings = words.map(asciiSpellingsOf);
  const { labels, tooLong } =
    words.length > 0 ? candidateLabels(words, spellings) : { labels: [], tooLong: false };
  const problem: KeywordProblem | null =
    labels.length > 0 ? null : tooLong ? 'too-long' : 'nothing-searchable';
  return {
    words: problem ? [] : words,
    asciiWords: !problem && spellings.every((s) => s.length > 0) ? spellings.map((s) => s[0] as string) : [],
    labels,
    extension,
    countryExtensions: problem ? [] : countryExtensions,
    problem,
  };
}
