import transliterate from '@sindresorhus/transliterate';

const ASCII_LABEL = /^[a-z0-9-]+$/;

/**
 * The form DNS holds: the label itself when it is ASCII, otherwise its IDNA `xn--` form as
 * the platform's URL parser (UTS 46) writes it. Null when no registry could hold it.
 */
export function asciiLabelOf(label: string): string | null {
  if (ASCII_LABEL.test(label)) return label;
  try {
    const host = new URL(`http://${label}.invalid`).hostname;
    const ascii = host.slice(0, -'.invalid'.length);
    return ASCII_LABEL.test(ascii) ? ascii : null;
  } catch {
    return null;
  }
}

const NON_ASCII = /\P{ASCII}/u;

/**
 * How a word is written in ASCII, best first: the word itself when it is ASCII; otherwise the
 * conventional transliteration (`münchen` -> `muenchen`, `москва` -> `moskva`), then the word
 * with its accents dropped (`munchen`). Empty for a word with no Latin spelling (`東京`).
 */
export function asciiSpellingsOf(word: string): string[] {
  if (ASCII_LABEL.test(word)) return [word];
  const spellings: string[] = [];
  const conventional = transliterate(word).toLowerCase();
  if (!NON_ASCII.test(conventional)) spellings.push(conventional.replace(/[^a-z0-9]/g, ''));
  const stripped = word.normalize('NFD').replace(/\p{M}/gu, '');
  if (ASCII_LABEL.test(stripped)) spellings.push(stripped);
  return [...new Set(spellings.filter((s) => s !== ''))];
}
