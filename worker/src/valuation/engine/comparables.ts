import { stemmer } from 'stemmer';
import { extensionKind } from './extensions.ts';
import type { Channel, NameFeatures } from './features.ts';
import { zipfOf } from './lexicon.ts';
import { carryFactor, priceYearOf } from './market-index.ts';
import {
  categoryKey,
  comparableWords,
  type SaleFigures,
  type SalesIndex,
  salesIndex,
  weightOf,
} from './sales-index.ts';

export interface ComparableSale {
  domain: string;
  /** What the sale fetched, in dollars of its year. */
  price: number;
  year: number;
  channel: Channel;
  /**
   * The price carried by its channel's index to the prices the valuation speaks (`basis`,
   * "2020 auction prices"); null when that index measured no change between the two.
   */
  adjusted: { price: number; basis: string } | null;
  /** Why a broker would accept it: "shares 'bakery'", "also one word, .com", "same category (food), 6 letters, .com". */
  reason: string;
  /** 0-100: shared words (weighted by rarity), price near the name's value, same kind of name, extension, length and shape. */
  similarity: number;
}

/** The name's value in each channel, in the money the comparables are carried to; null where it gives none. */
export type ValuesByChannel = Readonly<Record<Channel, number | null>>;

/** A sale holding only a form of a word ("insure" for "insurance") counts this share of the word. */
const FORM_WEIGHT = 0.7;
/** A same-category sale may differ from the name by this many letters. */
const CATEGORY_LENGTH_SLACK = 1;
/** A sale whose price lies this far (log10, 30x) from the name's value in its channel is no nearer in price than any other. */
const VALUE_SPAN = 1.5;
/**
 * Names up to this long without a word form a market of their pattern and exact length
 * (LL.com, LLLL.com, NNNN.com); a longer coined string is priced as a brand, one by one.
 */
const SHORT_NAME = 4;
/** Two one-word names whose words' Zipf frequencies lie this far apart (a thousandfold) are no nearer in word than any two. */
const ZIPF_SPAN = 3;

/**
 * How much each resemblance counts. Shared words count most; then whether the sale fetched about
 * what the name is worth in its channel; then whether it is the same kind of name (a one-word
 * name like another one-word name, a coined string like another of its length), whatever its word.
 */
const WEIGHTS = { words: 0.3, value: 0.25, market: 0.15, extension: 0.15, length: 0.1, shape: 0.05 };

/**
 * The market a name trades in beside others that share none of its words: one dictionary word
 * filling the whole label (cars.com trades beside hotels.com and boats.com, not beside
 * cars plus letters), or, for a short name with no word, its characters' pattern and length
 * (xh.com beside other two-letter .coms). Null for other names: phrases find their peers by
 * words, and longer coined strings have none.
 */
function marketOf(extension: string, label: string, words: readonly string[]): string | null {
  if (words.length === 1 && (words[0] as string).length === label.length) return `${extension}|word`;
  if (words.length > 0 || label.length > SHORT_NAME || label.includes('-')) return null;
  const pattern = /^[0-9]+$/.test(label) ? 'digits' : /[0-9]/.test(label) ? 'mixed' : 'letters';
  return `${extension}|${pattern}|${label.length}`;
}

/** The share of a label's letters outside its comparable words: 0 for pure words, 1 for a coined string. */
function looseShare(length: number, words: readonly string[]): number {
  const covered = words.reduce((n, w) => n + w.length, 0);
  return length === 0 ? 0 : Math.max(0, 1 - covered / length);
}

/** Per sale of the index, worked out once: its market (see marketOf), its share of loose letters and, for a one-word name, its word's Zipf frequency. */
interface SaleKinds {
  byMarket: Map<string, number[]>;
  market: Array<string | null>;
  loose: Float64Array;
  zipf: Float64Array;
}

let kinds: SaleKinds | undefined;

function saleKinds(index: SalesIndex): SaleKinds {
  if (kinds) return kinds;
  const byMarket = new Map<string, number[]>();
  const market: Array<string | null> = new Array(index.sales.length);
  const loose = new Float64Array(index.sales.length);
  const zipf = new Float64Array(index.sales.length);
  for (let i = 0; i < index.sales.length; i++) {
    const domain = (index.sales[i] as SaleFigures)[0];
    const words = index.saleWords.slice(index.wordStart[i], index.wordStart[i + 1]);
    const label = domain.slice(0, domain.indexOf('.'));
    const key = marketOf(index.saleExtension[i] as string, label, words);
    market[i] = key;
    loose[i] = looseShare(label.length, words);
    if (key === null) continue;
    if (key.endsWith('|word')) zipf[i] = zipfOf(words[0] as string);
    const members = byMarket.get(key);
    if (members) members.push(i);
    else byMarket.set(key, [i]);
  }
  kinds = { byMarket, market, loose, zipf };
  return kinds;
}

interface Query {
  index: SalesIndex;
  kinds: SaleKinds;
  f: NameFeatures;
  kind: string;
  words: string[];
  stems: string[];
  weights: number[];
  totalWeight: number;
  loose: number;
  market: string | null;
  /** log10 of the name's value per channel; null where the channel gives none. */
  near: Record<Channel, number | null>;
  /** Whether the name gets a number at all: without one, nearness in price says nothing. */
  valued: boolean;
  asOf: number | undefined;
}

/** What the sale shares with the name: the name's words it holds, or holds a form of ("bakeries" for "bakery"). */
function shared(q: Query, i: number): { phrases: string[]; weight: number; union: number } {
  const phrases: string[] = [];
  let weight = 0;
  let union = q.totalWeight;
  const { wordStart, saleWords, saleStems, saleWeights } = q.index;
  for (let j = wordStart[i] as number; j < (wordStart[i + 1] as number); j++) {
    const word = saleWords[j] as string;
    const exact = q.words.indexOf(word);
    const k = exact >= 0 ? exact : q.stems.indexOf(saleStems[j] as string);
    if (k >= 0) {
      phrases.push(exact >= 0 ? `'${word}'` : `a form of '${q.words[k]}'`);
      weight += (q.weights[k] as number) * (exact >= 0 ? 1 : FORM_WEIGHT);
    } else union += saleWeights[j] as number;
  }
  return { phrases, weight, union };
}

/** How near the sale's price (carried to the valuation's money) lies to the name's value in the sale's channel, 0-1. */
function valueScore(q: Query, i: number): number {
  const [, price, year, channel] = q.index.sales[i] as SaleFigures;
  const near = q.near[channel];
  if (near === null) return 0;
  return Math.max(0, 1 - Math.abs(carriedLog(price, year, channel, q.asOf) - near) / VALUE_SPAN);
}

/** log10 of a sale's price in its channel's prices of the year `asOf` money speaks (undefined: the latest data). */
function carriedLog(price: number, year: number, channel: Channel, asOf: number | undefined): number {
  return Math.log10(
    price * carryFactor(channel, year, priceYearOf(channel, asOf ?? Number.POSITIVE_INFINITY)),
  );
}

/**
 * How alike two names of one market are: coined strings of a pattern and length alike; one-word
 * names the more alike the nearer their words' frequencies (a common word's name is a dearer
 * market than a rare word's).
 */
function marketScore(q: Query, i: number): number {
  if (!q.market?.endsWith('|word')) return 1;
  return Math.max(0, 1 - Math.abs(q.f.zipfMax - (q.kinds.zipf[i] as number)) / ZIPF_SPAN);
}

/** How far a sold name resembles the valued one, 0-1. */
function similarity(q: Query, wordShare: number, i: number): number {
  const { f, index } = q;
  const length = index.saleLength[i] as number;
  // Shared words count as far as both names are made of words alike: cars and carsu share
  // 'cars', but a fifth of carsu is letters that read as nothing.
  const words = wordShare * (1 - Math.abs(q.loose - (q.kinds.loose[i] as number)));
  const market = q.market !== null && q.kinds.market[i] === q.market ? marketScore(q, i) : 0;
  const extension = index.saleExtension[i] === f.extension ? 1 : index.saleKind[i] === q.kind ? 0.4 : 0;
  const lengthScore = 1 - Math.abs(length - f.length) / Math.max(length, f.length);
  const shape =
    ((index.saleDigits[i] === 1) === f.digits > 0 ? 0.5 : 0) +
    ((index.saleHyphens[i] === 1) === f.hyphens > 0 ? 0.5 : 0);
  const score =
    WEIGHTS.words * words +
    WEIGHTS.market * market +
    WEIGHTS.extension * extension +
    WEIGHTS.length * lengthScore +
    WEIGHTS.shape * shape;
  return q.valued ? score + WEIGHTS.value * valueScore(q, i) : score / (1 - WEIGHTS.value);
}

function reasonOf(q: Query, phrases: string[], i: number): string {
  const { index } = q;
  if (phrases.length > 0) return `shares ${phrases.join(' and ')}`;
  const extension = `.${index.saleExtension[i]}`;
  const length = index.saleLength[i] as number;
  if (q.market !== null && q.kinds.market[i] === q.market) {
    if (q.market.endsWith('|word')) return `also one word, ${extension}`;
    const pattern = q.market.split('|')[1];
    const what = pattern === 'digits' ? 'digits' : pattern === 'letters' ? 'letters' : 'letters and digits';
    return `also ${length} ${what}, ${extension}`;
  }
  return `same category (${index.saleIndustry[i]}), ${length} letters, ${extension}`;
}

/** Most similar first; among equals the more recent, then the dearer sale, then by name. */
function ranksBefore(
  sales: SaleFigures[],
  a: { i: number; score: number },
  b: { i: number; score: number },
): boolean {
  const sa = sales[a.i] as SaleFigures;
  const sb = sales[b.i] as SaleFigures;
  return (b.score - a.score || sb[2] - sa[2] || sb[1] - sa[1] || (sa[0] < sb[0] ? -1 : 1)) < 0;
}

/** A sale's price in its channel's prices of the year `asOf` money speaks (undefined: the latest data). */
function adjustedPrice(price: number, year: number, channel: Channel, asOf: number | undefined) {
  const to = priceYearOf(channel, asOf ?? Number.POSITIVE_INFINITY);
  const factor = carryFactor(channel, year, to);
  return factor === 1 ? null : { price: Math.round(price * factor), basis: `${to} ${channel} prices` };
}

/** The sales worth scoring: those sharing a word or stem, in the name's category, or in its market. */
function candidatesOf(q: Query): Set<number> {
  const { f, index } = q;
  const candidates = new Set<number>();
  for (const w of q.words) for (const i of index.byWord.get(w) ?? []) candidates.add(i);
  for (const s of q.stems) for (const i of index.byStem.get(s) ?? []) candidates.add(i);
  if (f.industry !== 'general') {
    for (let d = -CATEGORY_LENGTH_SLACK; d <= CATEGORY_LENGTH_SLACK; d++) {
      for (const i of index.byCategory.get(categoryKey(f.industry, f.extension, f.length + d)) ?? [])
        candidates.add(i);
    }
  }
  if (q.market !== null) for (const i of q.kinds.byMarket.get(q.market) ?? []) candidates.add(i);
  return candidates;
}

/**
 * The k real sales a broker would accept as comparables, most similar first: each shares a
 * word or a word's stem with the name, sits in the name's category with its extension and a
 * length within a letter, or trades in the name's own market (see marketOf); among them, those
 * that sold nearest the name's value in their channel (`values`, the valuation's own figures)
 * rank higher. A one-word name is compared only with names made wholly of words: the same word
 * plus random letters is a cheaper market, not a comparable. Unrelated names never qualify, so
 * the list may be short or empty. A domain sold more than once is listed once.
 */
export function comparableSales(
  f: NameFeatures,
  values: ValuesByChannel,
  k = 5,
  asOf?: number,
): ComparableSale[] {
  const index = salesIndex();
  const words = comparableWords(f.spelling, f.words);
  const weights = words.map((w) => weightOf(index, w));
  const log = (v: number | null) => (v === null || v <= 0 ? null : Math.log10(v));
  const near = {
    auction: log(values.auction),
    marketplace: log(values.marketplace),
    brokerage: log(values.brokerage),
  };
  const q: Query = {
    index,
    kinds: saleKinds(index),
    f,
    kind: extensionKind(f.extension),
    words,
    stems: words.map(stemmer),
    weights,
    totalWeight: weights.reduce((s, w) => s + w, 0),
    loose: looseShare(f.length, words),
    market: null,
    near,
    valued: near.auction !== null || near.marketplace !== null || near.brokerage !== null,
    asOf,
  };
  // A name given no number has no market of sold names like it: only shared words and its category remain.
  q.market = q.valued ? marketOf(f.extension, f.spelling, words) : null;
  const oneWord = q.market?.endsWith('|word') === true;
  const { sales } = index;
  const self = `${f.label}.${f.extension}`;
  // The best k so far in rank order, one sale per domain (its most recent): k is small, candidates many.
  const best: Array<{ i: number; score: number; phrases: string[] }> = [];
  for (const i of candidatesOf(q)) {
    const domain = (sales[i] as SaleFigures)[0];
    if (domain === self || (oneWord && (q.kinds.loose[i] as number) > 0)) continue;
    const s = shared(q, i);
    const next = { i, score: similarity(q, s.union > 0 ? s.weight / s.union : 0, i), phrases: s.phrases };
    if (best.length === k && !ranksBefore(sales, next, best[k - 1] as (typeof best)[number])) continue;
    const same = best.findIndex((b) => (sales[b.i] as SaleFigures)[0] === domain);
    if (same >= 0) {
      if (!ranksBefore(sales, next, best[same] as (typeof best)[number])) continue;
      best.splice(same, 1);
    }
    let at = best.length;
    while (at > 0 && ranksBefore(sales, next, best[at - 1] as (typeof best)[number])) at--;
    best.splice(at, 0, next);
    if (best.length > k) best.pop();
  }
  return best.map(({ i, score, phrases }) => {
    const [domain, price, year, channel] = sales[i] as SaleFigures;
    return {
      domain,
      price,
      year,
      channel,
      adjusted: adjustedPrice(price, year, channel, asOf),
      reason: reasonOf(q, phrases, i),
      similarity: Math.round(score * 100),
    };
  });
}
