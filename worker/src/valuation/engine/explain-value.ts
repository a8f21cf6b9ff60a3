import { type FactorGroup, groupColumns, setPlain } from './factor-groups.ts';
import type { NameFeatures } from './features.ts';
import { trees } from './fitted-model.ts';
import { leavesOf, predictChanged, treesReading } from './gbm.ts';
import type { ValueFactorExplanation } from './name-valuation.ts';

/** Each explained factor: the input groups it stands for and how to say what they did. */
const FACTORS: Array<{
  factor: string;
  groups: FactorGroup[];
  text: (f: NameFeatures, up: boolean) => string;
}> = [
  {
    factor: 'length',
    groups: ['length'],
    text: (f, up) =>
      `${f.length} characters ${up ? 'is shorter than most names that sell' : 'is longer than the names that sell best'}`,
  },
  {
    factor: 'words',
    groups: ['words', 'wordCount'],
    text: (f, up) =>
      f.wordCount === 0
        ? `no dictionary word in the name ${up ? 'suits it as an acronym or coined brand' : 'lowers what buyers pay'}`
        : `the words ${f.words.map((w) => `"${w}"`).join(', ')} are ${up ? 'common and easy to recall' : 'rare in everyday English'}`,
  },
  {
    factor: 'comparable sales',
    groups: ['comparableSales'],
    text: (_f, up) => `names sharing these words have sold for ${up ? 'more' : 'less'} than the typical sale`,
  },
  {
    factor: 'extension',
    groups: ['extension'],
    text: (f, up) =>
      `.${f.extension} ${up ? 'carries a premium in reported sales' : 'sells for less than most extensions'}`,
  },
  {
    factor: 'keywords',
    groups: ['keywords'],
    text: (f, up) =>
      up ? `a commercial keyword for ${f.industry} buyers` : 'no commercial keyword for a paying industry',
  },
  {
    factor: 'digits and hyphens',
    groups: ['specialCharacters'],
    text: (f, up) => {
      if (f.digits === f.length) return `an all-digit name${up ? ', prized by some markets' : ''}`;
      if (f.digits > 0 || f.hyphens > 0) {
        return `${f.hyphens ? 'hyphens' : 'digits'} ${up ? 'suit this name' : 'make the name harder to say and type'}`;
      }
      return up ? 'repeated or easily spelled letters' : 'letters that are hard to spell out (q, v, x, z, j)';
    },
  },
  {
    factor: 'pronounceability',
    groups: ['pronounceability'],
    text: (_f, up) => (up ? 'letters that read and say easily' : 'letter clusters that are hard to say'),
  },
];

const MIN_EFFECT = 0.03;

/** Per factor, the trees that read its inputs: the others keep the name's own leaves. */
const treesOfFactor = FACTORS.map(({ groups }) => treesReading(trees, groups.flatMap(groupColumns)));

/**
 * Explains a value by what each factor adds: the prediction with the name's own inputs over
 * the prediction with that factor's inputs set to a plain name's.
 */
export function explainValue(f: NameFeatures, row: Float64Array, logValue: number): ValueFactorExplanation[] {
  const out: ValueFactorExplanation[] = [];
  const own = leavesOf(trees, row);
  const x = new Float64Array(row.length);
  FACTORS.forEach(({ factor, groups, text }, i) => {
    x.set(row);
    for (const group of groups) setPlain(x, group);
    const delta = logValue - predictChanged(trees, x, own, treesOfFactor[i] as Int32Array);
    if (Math.abs(delta) < MIN_EFFECT) return;
    out.push({ factor, effect: Math.round(10 ** delta * 100) / 100, text: text(f, delta > 0) });
  });
  return out.sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));
}
