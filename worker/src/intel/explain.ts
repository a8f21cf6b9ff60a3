import type { ValueFactorExplanation } from './appraisal.ts';
import { FEATURE_NAMES, type NameFeatures } from './features.ts';

type FeatureName = (typeof FEATURE_NAMES)[number];

/**
 * Groups of model inputs a person can reason about, each with the value a plain name would
 * have there (a made-up 9-letter, two-word .com nobody has sold words of).
 */
const FACTORS: Array<{
  factor: string;
  columns: Partial<Record<FeatureName, number>>;
  text: (f: NameFeatures, up: boolean) => string;
}> = [
  {
    factor: 'length',
    columns: { length: 9, tokenCount: 2, syllables: 3 },
    text: (f, up) =>
      `${f.length} characters ${up ? 'is shorter than most names that sell' : 'is longer than the names that sell best'}`,
  },
  {
    factor: 'words',
    columns: { wordCount: 2, coverage: 1, singleWord: 0, zipfMin: 3.5, zipfMax: 4.5, zipfMean: 4 },
    text: (f, up) =>
      f.wordCount === 0
        ? `no dictionary word in the name ${up ? 'suits it as an acronym or coined brand' : 'lowers what buyers pay'}`
        : `the words ${f.words.map((w) => `"${w}"`).join(', ')} are ${up ? 'common and easy to recall' : 'rare in everyday English'}`,
  },
  {
    factor: 'comparable sales',
    columns: { wordValueMax: -1, wordValueMin: -1, wordValueMean: -1, wordSales: 0 },
    text: (_f, up) => `names sharing these words have sold for ${up ? 'more' : 'less'} than the typical sale`,
  },
  {
    factor: 'extension',
    columns: { extensionValue: 2.9, extensionKind: 0 },
    text: (f, up) =>
      `.${f.extension} ${up ? 'carries a premium in reported sales' : 'sells for less than .com'}`,
  },
  {
    factor: 'keywords',
    columns: { keywordCount: 0, industryValue: 2.9 },
    text: (f, up) =>
      up ? `a commercial keyword for ${f.industry} buyers` : `no commercial keyword for a paying industry`,
  },
  {
    factor: 'digits and hyphens',
    columns: { digits: 0, allDigits: 0, hyphens: 0 },
    text: (f, up) =>
      f.digits === f.length
        ? `an all-digit name${up ? ', prized by some markets' : ''}`
        : `${f.hyphens ? 'hyphens' : 'digits'} ${up ? 'suit this name' : 'make the name harder to say and type'}`,
  },
  {
    factor: 'pronounceability',
    columns: { vowelRatio: 0.4, longestConsonantRun: 2, longestVowelRun: 2 },
    text: (_f, up) => (up ? 'letters that read and say easily' : 'letter clusters that are hard to say'),
  },
];

const MIN_EFFECT = 0.03;

/**
 * Explains a value by what each factor adds: the prediction with the name's own inputs over
 * the prediction with that factor's inputs set to a plain name's.
 */
export function explainValue(
  f: NameFeatures,
  row: Float64Array,
  logValue: number,
  predictRow: (x: Float64Array) => number,
): ValueFactorExplanation[] {
  const out: ValueFactorExplanation[] = [];
  for (const { factor, columns, text } of FACTORS) {
    const x = Float64Array.from(row);
    for (const [name, value] of Object.entries(columns))
      x[FEATURE_NAMES.indexOf(name as FeatureName)] = value as number;
    const delta = logValue - predictRow(x);
    if (Math.abs(delta) < MIN_EFFECT) continue;
    out.push({ factor, effect: Math.round(10 ** delta * 100) / 100, text: text(f, delta > 0) });
  }
  return out.sort((a, b) => Math.abs(Math.log(b.effect)) - Math.abs(Math.log(a.effect)));
}
