import { syllable } from 'syllable';
import type { Token } from './word-break.ts';

export interface Pronunciation {
  syllables: number;
  /** Share of letters that are vowels (y counts as one). */
  vowelRatio: number;
  longestConsonantRun: number;
  longestVowelRun: number;
}

const syllablesOfWord = new Map<string, number>();
const VOWEL_GROUPS = /[aeiouy]+/g;

function syllablesOf(token: Token): number {
  if (token.kind === 'digits') return token.text.length;
  if (token.kind === 'unknown') return Math.max(1, token.text.match(VOWEL_GROUPS)?.length ?? 0);
  let n = syllablesOfWord.get(token.text);
  if (n === undefined) {
    n = Math.max(1, syllable(token.text));
    syllablesOfWord.set(token.text, n);
  }
  return n;
}

function isVowel(code: number): boolean {
  // a e i o u y
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117 || code === 121;
}

/** How a name sounds: syllables per word from the syllable package, letter structure by counting. */
export function pronounce(label: string, tokens: readonly Token[]): Pronunciation {
  let syllables = 0;
  for (const t of tokens) syllables += syllablesOf(t);
  let vowels = 0;
  let letters = 0;
  let consonantRun = 0;
  let vowelRun = 0;
  let longestConsonantRun = 0;
  let longestVowelRun = 0;
  for (let k = 0; k < label.length; k++) {
    const code = label.charCodeAt(k);
    if (code < 97 || code > 122) {
      consonantRun = 0;
      vowelRun = 0;
      continue;
    }
    letters++;
    if (isVowel(code)) {
      vowels++;
      vowelRun++;
      consonantRun = 0;
      if (vowelRun > longestVowelRun) longestVowelRun = vowelRun;
    } else {
      consonantRun++;
      vowelRun = 0;
      if (consonantRun > longestConsonantRun) longestConsonantRun = consonantRun;
    }
  }
  return { syllables, vowelRatio: letters ? vowels / letters : 0, longestConsonantRun, longestVowelRun };
}
