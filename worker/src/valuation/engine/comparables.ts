import { stemmer } from 'stemmer';
import { extensionKind } from './extensions.ts';
import type { Channel, NameFeatures } from './features.ts';
import { carryFactor, priceYearOf } from './market-index.ts';
import {
  categoryKey,
  MIN_SHARED_WORD,
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
  /** Why a broker would accept it: "shares 'bakery'", "same category (food), 6 letters, .com". */
  reason: string;
  /** 0-100: shared words (weighted by rarity), same extension, similar length and shape. */
  similarity: number;
}

/** A sale holding only a form of a word ("insure" for "insurance") counts this share of the word. */
const FORM_WEIGHT = 0.7;
/** A same-category sale may differ from the name by this many letters. */
const CATEGORY_LENGTH_SLACK = 1;

interface Query {
  index: SalesIndex;
  f: NameFeatures;
  words: string[];
  stems: string[];
  weights: number[];
  totalWeight: number;
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

/** How far a sold name resembles the valued one, 0-1. */
function similarity(q: Query, kind: string, wordScore: number, i: number): number {
  const { f } = q;
  const { saleLength, saleExtension, saleKind, saleDigits, saleHyphens } = q.index;
  const length = saleLength[i] as number;
  const extensionScore = saleExtension[i] === f.extension ? 1 : saleKind[i] === kind ? 0.4 : 0;
  const lengthScore = 1 - Math.abs(length - f.length) / Math.max(length, f.length);
  const shapeScore =
    ((saleDigits[i] === 1) === f.digits > 0 ? 0.5 : 0) + ((saleHyphens[i] === 1) === f.hyphens > 0 ? 0.5 : 0);
  return 0.55 * wordScore + 0.2 * extensionScore + 0.15 * lengthScore + 0.1 * shapeScore;
}

function reasonOf(index: SalesIndex, phrases: string[], i: number): string {
  if (phrases.length > 0) return `shares ${phrases.join(' and ')}`;
  return `same category (${index.saleIndustry[i]}), ${index.saleLength[i]} letters, .${index.saleExtension[i]}`;
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

/**
 * The k real sales a broker would accept as comparables, most similar first: each shares a
 * word or a word's stem with the name, or sits in the name's category with its extension and
 * a length within a letter. Unrelated names never qualify, so the list may be short or empty.
 * A domain sold more than once is listed once.
 */
export function comparableSales(f: NameFeatures, k = 5, asOf?: number): ComparableSale[] {
  const index = salesIndex();
  const { sales, byWord, byStem, byCategory } = index;
  const words = [...new Set(f.words)].filter((w) => w.length >= MIN_SHARED_WORD);
  const weights = words.map((w) => weightOf(index, w));
  const q: Query = {
    index,
    f,
    words,
    stems: words.map(stemmer),
    weights,
    totalWeight: weights.reduce((s, w) => s + w, 0),
  };
  const candidates = new Set<number>();
  for (const w of q.words) for (const i of byWord.get(w) ?? []) candidates.add(i);
  for (const s of q.stems) for (const i of byStem.get(s) ?? []) candidates.add(i);
  if (f.industry !== 'general') {
    for (let d = -CATEGORY_LENGTH_SLACK; d <= CATEGORY_LENGTH_SLACK; d++) {
      for (const i of byCategory.get(categoryKey(f.industry, f.extension, f.length + d)) ?? [])
        candidates.add(i);
    }
  }
  const self = `${f.label}.${f.extension}`;
  const kind = extensionKind(f.extension);
  // The best k so far in rank order, one sale per domain (its most recent): k is small, candidates many.
  const best: Array<{ i: number; score: number; phrases: string[] }> = [];
  for (const i of candidates) {
    const domain = (sales[i] as SaleFigures)[0];
    if (domain === self) continue;
    const s = shared(q, i);
    const next = {
      i,
      score: similarity(q, kind, s.union > 0 ? s.weight / s.union : 0, i),
      phrases: s.phrases,
    };
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
      reason: reasonOf(index, phrases, i),
      similarity: Math.round(score * 100),
    };
  });
}
