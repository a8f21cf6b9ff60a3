/**
 * Word surgery for invented names: joining, suffixing, clipping and blending, with the
 * spelling repairs a person would make ("coffee" + "ify" -> "coffify", not "coffeeify").
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function isVowel(ch: string | undefined): boolean {
  return ch !== undefined && VOWELS.has(ch);
}

const TRIPLE_LETTER = /(.)\1\1/;

/** Two words side by side, unless the seam makes a triple letter ("bossshop"). */
export function compound(first: string, second: string): string | null {
  const label = first + second;
  return TRIPLE_LETTER.test(label) ? null : label;
}

/**
 * A bound suffix or ending on a stem. A vowel-initial suffix replaces the stem's final
 * vowels ("energy" + "ify" -> "energify"); "y" + "ly" is refused as unsayable.
 */
export function attach(stem: string, suffix: string): string | null {
  let base = stem;
  const suffixOpensWithVowel = isVowel(suffix[0]) || suffix === 'y';
  if (suffixOpensWithVowel) {
    let cut = base.length;
    while (cut > 3 && (isVowel(base[cut - 1]) || base[cut - 1] === 'y')) cut--;
    base = base.slice(0, cut);
  }
  if (base.endsWith('y') && suffix.startsWith('ly')) return null;
  if (base.endsWith(suffix)) return null;
  return compound(base, suffix);
}

/**
 * Clipped forms of a word, cut inside or after a consonant cluster that follows a vowel:
 * "energy" -> "ener", "technology" -> "tech", "coffee" -> "coff". Each keeps at least three
 * letters and drops at least two; cuts after a whole cluster and of about four letters
 * come first.
 */
export function clips(word: string): string[] {
  const found: Array<{ clip: string; whole: boolean }> = [];
  const longest = Math.min(6, word.length - 2);
  let k = 0;
  while (k < word.length) {
    while (k < word.length && !isVowel(word[k])) k++;
    while (k < word.length && isVowel(word[k])) k++;
    const start = k;
    while (k < word.length && !isVowel(word[k])) k++;
    if (k === start) break;
    for (let end = start + 1; end <= k; end++) {
      // A three-letter clip only reads as one when it ends its cluster ("fin", not "cof").
      const whole = end === k;
      if (end >= (whole ? 3 : 4) && end <= longest) found.push({ clip: word.slice(0, end), whole });
    }
  }
  return found
    .sort(
      (a, b) =>
        Math.abs(a.clip.length - 4) - Math.abs(b.clip.length - 4) || Number(b.whole) - Number(a.whole),
    )
    .slice(0, 2)
    .map((f) => f.clip);
}

/**
 * Portmanteaus of a keyword and another word, keeping the keyword's opening intact:
 * an overlap ("green" + "energy" -> "greenergy") or a cut at a shared vowel
 * ("coffee" + "energy" -> "coffenergy").
 */
export function blends(anchor: string, other: string): string[] {
  const out = new Set<string>();
  for (let k = Math.min(anchor.length, other.length) - 1; k >= 2; k--) {
    if (anchor.endsWith(other.slice(0, k))) out.add(anchor + other.slice(k));
  }
  // The cut falls before a vowel of the keyword and at most one letter into the other word,
  // so both halves keep their onsets.
  for (let i = anchor.length - 1; i >= 3; i--) {
    const vowel = anchor[i];
    if (!isVowel(vowel) || isVowel(anchor[i - 1])) continue;
    const j = other.indexOf(vowel as string);
    if (j < 0 || j > 1 || other.length - j < 3) continue;
    out.add(anchor.slice(0, i) + other.slice(j));
    break;
  }
  return [...out].filter(
    (b) => b !== anchor + other && b.length >= 5 && b.length <= 12 && !TRIPLE_LETTER.test(b),
  );
}
