/**
 * Turning free text (a keyword, a purpose, a model's answer) into DNS-label material:
 * lower-case ASCII letters and digits. Accents are folded ("café" -> "cafe"); scripts
 * with no Latin reading are dropped rather than punycoded, since an xn-- name is not
 * something a visitor can type or remember.
 */

// Letters NFKD does not decompose into ASCII.
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  '&': ' and ',
  '+': ' plus ',
};
const COMBINING_MARKS = /\p{M}+/gu;
const FOLDABLE = /[ßæœøđðþłı&+]/g;
const CAMEL_BOUNDARY = /([a-z])([A-Z])/g;
const NON_LABEL = /[^a-z0-9]+/;

/** The lower-case ASCII words of a text, split at anything that is not a letter or digit. */
export function labelWords(text: string): string[] {
  const folded = text
    .replace(CAMEL_BOUNDARY, '$1 $2')
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (ch) => FOLDS[ch] ?? ' ');
  return folded.split(NON_LABEL).filter((w) => w.length > 0);
}

const VALID_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A registrable second-level label: 1-63 letters, digits and inner hyphens, and not the
 * `ab--` form reserved for internationalised names.
 */
export function isValidLabel(label: string): boolean {
  return VALID_LABEL.test(label) && label.slice(2, 4) !== '--';
}
