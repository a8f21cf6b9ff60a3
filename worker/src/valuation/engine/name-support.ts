import type { NameFeatures } from './features.ts';

/**
 * How many reported sales share a name's shape: its length, words, letters outside words,
 * consonant run, digits and hyphens, read off the same features the value model reads. A name
 * whose shape too few sales share is one the market rarely trades, and the sales give no price
 * for it.
 */
export interface NameSupport {
  /** The reported sales the table counts. */
  sales: number;
  /** Below this share of the sales sharing its shape, a name gets no number (measured on held-out sales by `npm run fit`). */
  line: number;
  /**
   * Below this share support is thin, and a name's ranges widen by `widen`: how much wider
   * the held-out errors of sales of such shapes lie than every sale's.
   */
  thin: { share: number; widen: number };
  /** Sales per shape: its facets' values joined by dots, how many sales have it and how many of them were brokered. */
  shapes: Array<[shape: string, sales: number, brokered: number]>;
}

interface Facet {
  /** The facet's value for a name: a small whole number. */
  of: (f: NameFeatures) => number;
  /** The value in words, after "has" ("six or more consonants in a row"). */
  words: readonly string[];
}

const LENGTH_EDGES = [3, 6, 10, 15, 20, 30];
const lengthBand = (length: number) => {
  let band = 0;
  while (band < LENGTH_EDGES.length && length > (LENGTH_EDGES[band] as number)) band++;
  return band;
};
/**
 * Brokers take names like the ones they have sold: fewer brokered sales of a shape than this
 * are too few deals to price a brokered value on (carinsurance.com's shape holds 45, a
 * three-word 20-letter phrase's 3 to 8).
 */
const MIN_BROKERED = 10;
/** Six consonants in a row already fall outside almost every sold name. */
const MAX_CONSONANT_RUN = 6;

/** The facets of a name's shape, in the order its key lists them. */
const FACETS: readonly Facet[] = [
  {
    of: (f) => lengthBand(f.length),
    words: [
      '1 to 3 characters',
      '4 to 6 characters',
      '7 to 10 characters',
      '11 to 15 characters',
      '16 to 20 characters',
      '21 to 30 characters',
      'over 30 characters',
    ],
  },
  {
    of: (f) => Math.min(f.wordCount, 4),
    words: ['no word', 'one word', 'two words', 'three words', 'four or more words'],
  },
  {
    of: (f) => (f.coverage === 0 ? 0 : f.coverage < 1 ? 1 : 2),
    words: ['no word', 'letters outside any word', 'nothing but words'],
  },
  {
    of: (f) => Math.min(f.pronunciation.longestConsonantRun, MAX_CONSONANT_RUN),
    words: [
      'no consonant',
      'single consonants',
      'two consonants in a row',
      'three consonants in a row',
      'four consonants in a row',
      'five consonants in a row',
      'six or more consonants in a row',
    ],
  },
  {
    of: (f) => (f.digits === 0 ? 0 : f.digits === f.length - f.hyphens ? 1 : 2),
    words: ['only letters', 'only digits', 'digits mixed with letters'],
  },
  { of: (f) => Math.min(f.hyphens, 1), words: ['no hyphen', 'a hyphen'] },
];

/**
 * An internationalised name the engine reads only in its `xn--` form (no Latin spelling): its
 * letters, digits and hyphens are the encoding's, not what a visitor reads, so no sale's shape
 * is compared with it.
 */
const shapeless = (f: NameFeatures) => f.label.startsWith('xn--') && f.spelling === f.label;

/**
 * The shortest names trade as a class (every one- to three-character .com is registered and
 * they change hands by the pattern, LLL or NNN), so however few sales share their exact
 * shape they keep a number: exempting them only adds to the held-out sales the line keeps.
 */
const SHORTEST = 3;

/** A name's shape: its facets' values. */
export const shapeOf = (f: NameFeatures): number[] => FACETS.map((facet) => facet.of(f));

export const shapeKey = (shape: readonly number[]) => shape.join('.');

/** The share of the sales sharing the typical sold name's shape: the median over the sales. */
function typicalShare(stored: NameSupport): number {
  const counts = stored.shapes.map(([, n]) => n).sort((a, b) => a - b);
  let seen = 0;
  for (const n of counts) {
    seen += n;
    if (seen * 2 >= stored.sales) return n / stored.sales;
  }
  return 1;
}

/** Reads the support table a fit wrote into lookups. */
export function supportTable(stored: NameSupport) {
  const byShape = new Map(stored.shapes.map(([key, n, brokered]) => [key, { n, brokered }]));
  const shapes = stored.shapes.map(([key, n]) => [key.split('.').map(Number), n] as const);
  /** Reasons by shape: names nobody buys share a few shapes, and bulk lists repeat them. */
  const reasons = new Map<string, string>();

  /** The share of the reported sales with the name's shape. */
  const shareOf = (shape: readonly number[]) => (byShape.get(shapeKey(shape))?.n ?? 0) / stored.sales;

  /** Sales whose shape agrees with `shape` on the chosen facets. */
  const salesAgreeing = (shape: readonly number[], chosen: readonly number[]) => {
    let n = 0;
    for (const [other, count] of shapes) if (chosen.every((k) => other[k] === shape[k])) n += count;
    return n;
  };

  /**
   * Why a shape below the line gets no number, in the fewest facets that already put it there:
   * each step adds the facet leaving the fewest sales like it.
   */
  const reasonOf = (shape: readonly number[]): string => {
    const chosen: number[] = [];
    let left = stored.sales;
    while (left / stored.sales >= stored.line && chosen.length < FACETS.length) {
      let best = -1;
      let bestLeft = Number.POSITIVE_INFINITY;
      for (let k = 0; k < FACETS.length; k++) {
        if (chosen.includes(k)) continue;
        const n = salesAgreeing(shape, [...chosen, k]);
        if (n < bestLeft) [best, bestLeft] = [k, n];
      }
      chosen.push(best);
      left = bestLeft;
    }
    const traits = [...new Set(chosen.map((k) => (FACETS[k] as Facet).words[shape[k] as number]))];
    const what = traits.length > 1 ? `${traits.slice(0, -1).join(', ')} and ${traits.at(-1)}` : traits[0];
    return left === 0
      ? `Names like this rarely sell: no reported sale has ${what}`
      : `Names like this rarely sell: only ${left} of ${stored.sales.toLocaleString('en-US')} reported sales have ${what}`;
  };

  const typicalLog = Math.log10(typicalShare(stored));
  return {
    /**
     * log10 of the share of sales sharing the name's shape over the typical sold name's share
     * (a shape no sale has counts as one sale); 0 for a name without a shape.
     */
    supportAboveTypical(f: NameFeatures): number {
      if (shapeless(f)) return 0;
      return Math.log10(Math.max(shareOf(shapeOf(f)), 1 / stored.sales)) - typicalLog;
    },
    /**
     * How much wider than usual a name's ranges are and why, where few sales share its shape;
     * null where support is not thin.
     */
    thinSupport(f: NameFeatures): { widen: number; why: string } | null {
      if (shapeless(f) || stored.thin.widen <= 1) return null;
      const share = shareOf(shapeOf(f));
      if (share >= stored.thin.share) return null;
      const sales = Math.round(share * stored.sales);
      return {
        widen: stored.thin.widen,
        why: `Wider than usual: only ${sales} of ${stored.sales.toLocaleString('en-US')} reported sales are names shaped like this one, and the values of such names miss by more`,
      };
    },
    /** Why a name gets no brokered value though it gets a number: too few brokered sales share its shape; null otherwise. */
    noBrokerReason(f: NameFeatures): string | null {
      if (shapeless(f)) return null;
      const brokered = byShape.get(shapeKey(shapeOf(f)))?.brokered ?? 0;
      if (brokered >= MIN_BROKERED) return null;
      return `Rarely sold through brokers: ${brokered === 0 ? 'no' : `only ${brokered}`} reported brokered ${brokered === 1 ? 'sale has' : 'sales have'} the length, words, letters and digits of this name`;
    },
    /** Why the name gets no number, or null when enough sales share its shape. */
    noNumberReason(f: NameFeatures): string | null {
      if (shapeless(f) || f.length <= SHORTEST) return null;
      const shape = shapeOf(f);
      if (shareOf(shape) >= stored.line) return null;
      const key = shapeKey(shape);
      let reason = reasons.get(key);
      if (reason === undefined) {
        reason = reasonOf(shape);
        reasons.set(key, reason);
      }
      return reason;
    },
  };
}
