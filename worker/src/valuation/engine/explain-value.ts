import { type FactorGroup, groupColumns, setPlain } from './factor-groups.ts';
import { type NameFeatures, readsAsAsciiTwin } from './features.ts';
import { model, trees } from './fitted-model.ts';
import { predictionChange, treesReading } from './gbm.ts';
import type { ValueFactorExplanation } from './name-valuation.ts';
import { hasRareLetters, readsAsWords, soundsOut } from './reading.ts';

/**
 * Half the names in reported sales have at most this many characters: the median label length
 * of the sales in `schema/data/sales.csv` (a unit test holds it to the file).
 */
export const MEDIAN_SOLD_LENGTH = 8;

/** Each name's length said the same way, whichever way the trees moved its value. */
const lengthText = (f: NameFeatures) =>
  `${f.length} characters; half the names in reported sales have ${MEDIAN_SOLD_LENGTH} or fewer`;

/** The words' part: a credit only for words a buyer reads, and only the quality they have. */
function wordsText(f: NameFeatures, up: boolean): string | undefined {
  if (f.wordCount === 0) {
    if (!up) return 'no dictionary word in the name lowers what buyers pay';
    // Short letter strings sell as acronyms; longer ones only when they say like a coined brand.
    return f.length <= ACRONYM_LENGTH || soundsOut(f)
      ? 'no dictionary word: it reads as an acronym or coined brand'
      : undefined;
  }
  if (!readsAsWords(f))
    return up ? undefined : 'its letters form no words a buyer reads, which lowers what buyers pay';
  const words = `${f.wordCount === 1 ? 'word' : 'words'} ${f.words.map((w) => `"${w}"`).join(', ')}`;
  const are = f.wordCount === 1 ? 'is' : 'are';
  if (!up) return `the ${words} ${f.wordCount === 1 ? 'fetches' : 'fetch'} less than most in reported sales`;
  return f.zipfMin >= COMMON_ZIPF
    ? `the ${words} ${are} common and easy to recall`
    : `the ${words} ${are} in demand among buyers`;
}

/** Up to this many letters a name without words can sell as an acronym (ibm, xyz). */
const ACRONYM_LENGTH = 4;
/** Zipf frequency from which a word is everyday English (a few uses per million words). */
const COMMON_ZIPF = 3;

/** Digits, hyphens and hard letters: said only where the name has them. */
function charactersText(f: NameFeatures, up: boolean): string | undefined {
  if (f.digits === f.length) return `an all-digit name${up ? ', prized by some markets' : ''}`;
  if (f.digits > 0 || f.hyphens > 0) {
    return `${f.hyphens ? 'hyphens' : 'digits'} ${up ? 'suit this name' : 'make the name harder to say and type'}`;
  }
  if (hasRareLetters(f)) return up ? undefined : 'letters that are hard to spell out (q, v, x, z, j)';
  return up ? 'letters that are easy to spell out' : undefined;
}

/**
 * Each explained factor: the input groups it stands for and how to say what they did, or
 * nothing where the trees credit a quality the name lacks (their lift then comes from the
 * comparison with a plain name, not from anything a buyer sees).
 */
const FACTORS: Array<{
  factor: string;
  groups: FactorGroup[];
  text: (f: NameFeatures, up: boolean) => string | undefined;
}> = [
  { factor: 'length', groups: ['length'], text: lengthText },
  { factor: 'words', groups: ['words', 'wordCount'], text: wordsText },
  {
    factor: 'comparable sales',
    groups: ['comparableSales'],
    text: (f, up) =>
      readsAsWords(f)
        ? `names sharing these words have sold for ${up ? 'more' : 'less'} than the typical sale`
        : undefined,
  },
  {
    factor: 'extension',
    groups: ['extension'],
    text: extensionText,
  },
  {
    factor: 'keywords',
    groups: ['keywords'],
    text: (f, up) => {
      if (!up) return 'no commercial keyword for a paying industry';
      return f.keywordCount > 0 && readsAsWords(f)
        ? `a commercial keyword for ${f.industry} buyers`
        : undefined;
    },
  },
  { factor: 'digits and hyphens', groups: ['specialCharacters'], text: charactersText },
  {
    factor: 'pronounceability',
    groups: ['pronounceability'],
    text: (f, up) => {
      if (soundsOut(f) !== up) return undefined;
      return up ? 'letters that read and say easily' : 'letter clusters that are hard to say';
    },
  },
];

/**
 * What an extension does depends on the name it ends: in reported sales a premium extension such
 * as .com adds most to short single words and can add less than an ordinary extension to a long
 * phrase, so the text names the kind of name whenever the effect runs against the extension's
 * overall standing.
 */
function extensionText(f: NameFeatures, up: boolean): string {
  const premium = (model.tables.extension.get(f.extension) ?? 0) > 0;
  const ext = `.${f.extension}`;
  const short = f.length <= SHORT_NAME && f.wordCount <= 1;
  if (premium && up) {
    return short
      ? `${ext} carries a premium in reported sales, most of all on short single words like this one`
      : `${ext} carries a premium in reported sales`;
  }
  if (premium) {
    return `${ext} adds most to short single words; on ${shapeOf(f)} reported sales show it adding less than a typical extension`;
  }
  return up
    ? `${ext} sells below the leading extensions overall, but well on names like this one`
    : `${ext} sells for less than most extensions`;
}

/** "a 16-character name of 3 words", "a 5-character name with no dictionary word". */
function shapeOf(f: NameFeatures): string {
  if (f.wordCount === 0) return `a ${f.length}-character name with no dictionary word`;
  if (f.wordCount === 1) return `a ${f.length}-character word`;
  return `a ${f.length}-character name of ${f.wordCount} words`;
}

/** Up to this many characters a one-word name counts as short (where .com adds most). */
const SHORT_NAME = 7;

const MIN_EFFECT = 0.03;

/** Per factor, the trees that read its inputs: the others keep the name's own leaves. */
const treesOfFactor = FACTORS.map(({ groups }) => treesReading(trees, groups.flatMap(groupColumns)));

/**
 * Explains a value by what each factor adds: the prediction with the name's own inputs over
 * the prediction with that factor's inputs set to a plain name's.
 */
export function explainValue(f: NameFeatures, row: Float64Array, own: Int32Array): ValueFactorExplanation[] {
  const out: ValueFactorExplanation[] = [];
  const x = new Float64Array(row.length);
  FACTORS.forEach(({ factor, groups, text }, i) => {
    x.set(row);
    for (const group of groups) setPlain(x, group);
    const delta = -predictionChange(trees, x, own, treesOfFactor[i] as Int32Array);
    if (Math.abs(delta) < MIN_EFFECT) return;
    const said = text(f, delta > 0);
    if (said) out.push({ factor, effect: Math.round(10 ** delta * 100) / 100, text: said });
  });
  const idn = idnFactor(f);
  if (idn) out.push(idn);
  return out.sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));
}

/** The measured discount an internationalised name read as its ASCII twin takes, said with its data. */
function idnFactor(f: NameFeatures): ValueFactorExplanation | undefined {
  if (!readsAsAsciiTwin(f)) return undefined;
  const { sales, log10, interval80 } = model.idn;
  const share = (v: number) => `${Math.round(10 ** v * 100)}%`;
  return {
    factor: 'internationalised name',
    effect: Math.round(10 ** log10 * 100) / 100,
    text: `an internationalised name, read as "${f.spelling}": the ${sales} reported sales of such names sold for a median ${share(log10)} of their ASCII twin's value (80% interval ${share(interval80[0])} to ${share(interval80[1])})`,
  };
}
