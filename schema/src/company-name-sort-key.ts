/**
 * The stored key company names are sorted by: SQLite compares text byte by byte and has no
 * locale collation, so the reading order is written into the key, and the key's byte order
 * (memcmp of its UTF-8) is the order of `Intl.Collator('en', { sensitivity: 'base' })`,
 * the order people read a directory in: case and accents do not count, so "alpha", "Beta",
 * "Ćma", "delta" follow one another, and "Żukowski and Zając" comes before "Żukowski
 * Quotes".
 *
 * The key is the folded name, a separator below every folded character, then the name as
 * written: names that fold alike ("Ćma", "CMA", "cma") stay together and fall in one fixed
 * order among themselves, and the id after the key (in the indexes and every ORDER BY)
 * breaks the last ties.
 *
 * Folding, character by character:
 * - letters are lower-cased and decomposed (NFD) and their combining marks dropped:
 *   "Ź" becomes "z", "É" "e", "Ö" "o";
 * - Latin letters that carry their mark inside them are replaced by the letter or letters
 *   the collator equates them with ("ł" is "l", "ø" "o", "ß" "ss", "æ" "ae");
 * - Latin letters the collator ranks as letters of their own, right after a plain letter
 *   (Turkish "ı" after "i", Icelandic "þ" after "z"), become that letter followed by the
 *   highest code point: after every name that goes on with the plain letter, before the
 *   next letter;
 * - spaces, punctuation and symbols sort before digits and digits before letters, as the
 *   collator has them: ASCII punctuation is renumbered into the collator's own order below
 *   the digits, and every other punctuation or symbol follows it there in code point order;
 * - control and format characters (soft hyphens, zero-width joiners), which the collator
 *   ignores, are dropped.
 *
 * Known limits (where the key's order and the collator's part): Latin letters of their own
 * beyond those listed below (rare IPA-like forms such as "ƀ", "ɓ", "ȥ") sort after "z" by
 * code point instead of beside their neighbours; other scripts sort after Latin by code
 * point, which keeps Greek before Cyrillic as the collator does but not each script's own
 * alphabet order; punctuation outside ASCII ("’", "–") does not sit beside its ASCII
 * likeness; digits of other scripts are not equal to 0-9; every kind of whitespace counts
 * as a space. None of these occur in the seeded names, which are Latin script with European
 * diacritics.
 */

/** Latin letters NFD leaves whole, as the letters the base-level collator treats them as. */
const FOLDED_LETTERS: ReadonlyMap<string, string> = new Map([
  ['ß', 'ss'],
  ['æ', 'ae'],
  ['œ', 'oe'],
  ['ĳ', 'ij'],
  ['ø', 'o'],
  ['ł', 'l'],
  ['đ', 'd'],
  ['ð', 'd'],
  ['ħ', 'h'],
  ['ŀ', 'l'],
  ['ſ', 's'],
]);

/**
 * Latin letters with a place of their own in the collator, as the plain letter they follow:
 * those of European and Turkic alphabets.
 */
const OWN_LETTERS_AFTER: ReadonlyMap<string, string> = new Map([
  ['ı', 'i'],
  ['ĸ', 'q'],
  ['ŋ', 'n'],
  ['ŧ', 't'],
  ['ƒ', 'f'],
  ['ǝ', 'e'],
  ['ə', 'e'],
  ['ɛ', 'e'],
  ['þ', 'z'],
]);
/** Above every folded character: an own letter sorts after all that starts with its plain letter. */
const AFTER_EVERYTHING = '\u{10FFFF}';

/**
 * Whitespace and ASCII punctuation in the order the collator (CLDR root) sorts them, all
 * before the digits; each is stored as the control character of its place, from U+0002 on.
 */
const PUNCTUATION_ORDER = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const FIRST_PUNCTUATION_CODE = 0x02;
const punctuationCodes: ReadonlyMap<string, string> = new Map(
  [...PUNCTUATION_ORDER].map((c, i) => [c, String.fromCharCode(FIRST_PUNCTUATION_CODE + i)]),
);
/** Other punctuation and symbols: after the ASCII ones, before the digits. */
const OTHER_PUNCTUATION_MARK = String.fromCharCode(FIRST_PUNCTUATION_CODE + PUNCTUATION_ORDER.length);

/** Sits below every folded character, so a name sorts before the names it starts. */
const SEPARATOR = '\u0001';

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE = /\s/u;
const PUNCTUATION_OR_SYMBOL = /[\p{P}\p{S}]/u;
const IGNORABLE = /[\p{Cc}\p{Cf}]/u;

/** Every character a plain lower-case letter or digit does not stand for itself. */
const NOT_PLAIN = /[^a-z0-9]/gu;

function foldCharacter(character: string): string {
  const known = punctuationCodes.get(character);
  if (known !== undefined) return known;
  if (WHITESPACE.test(character)) return punctuationCodes.get(' ') as string;
  if (PUNCTUATION_OR_SYMBOL.test(character)) return OTHER_PUNCTUATION_MARK + character;
  if (IGNORABLE.test(character)) return '';
  const follows = OWN_LETTERS_AFTER.get(character);
  // The letter itself last: own letters after one plain letter keep to code point order.
  if (follows !== undefined) return follows + AFTER_EVERYTHING + character;
  return FOLDED_LETTERS.get(character) ?? character;
}

/** The name as the collator compares it at base level: see the rule above. */
export function foldCompanyName(name: string): string {
  return name.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(NOT_PLAIN, foldCharacter);
}

/** The stored sort key of a company name (companies.name_sort_key). */
export function companyNameSortKey(name: string): string {
  return `${foldCompanyName(name)}${SEPARATOR}${name}`;
}
