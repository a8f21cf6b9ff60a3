import { stemmer } from 'stemmer';
import { extensionKind } from './extensions.ts';
import { CHANNELS, type Channel, type NameFeatures } from './features.ts';
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

/**
 * Strings many sales share (an extension, a market), each given a number so that
 * scoring a candidate compares numbers, not strings: `of[i]` is sale i's; -1 for none.
 */
interface Numbered {
  ids: Map<string, number>;
  of: Int32Array;
}

function numbered(count: number): Numbered {
  return { ids: new Map(), of: new Int32Array(count).fill(-1) };
}

function assignNumber(numbering: Numbered, i: number, value: string): void {
  let id = numbering.ids.get(value);
  if (id === undefined) {
    id = numbering.ids.size;
    numbering.ids.set(value, id);
  }
  numbering.of[i] = id;
}

/** The number a string has among the sales', -1 when no sale has it. */
const idOf = (numbering: Numbered, value: string | null) =>
  value === null ? -1 : (numbering.ids.get(value) ?? -1);

/**
 * Per sale of the index, worked out once: its market (see marketOf), extension and kind of
 * extension as numbers, its channel (its place in CHANNELS), its share of loose
 * letters and, for a one-word name, its word's Zipf frequency.
 */
interface SaleKinds {
  channel: Uint8Array;
  byMarket: Map<string, number[]>;
  market: Numbered;
  extension: Numbered;
  /** The kind of each numbered extension (see extensionKind), as its place in `kindNames`. */
  kindOfExtension: Int32Array;
  kindNames: string[];
  loose: Float64Array;
  zipf: Float64Array;
}

let kinds: SaleKinds | undefined;

function saleKinds(index: SalesIndex): SaleKinds {
  if (kinds) return kinds;
  const count = index.sales.length;
  const byMarket = new Map<string, number[]>();
  const market = numbered(count);
  const extensions = numbered(count);
  const channel = new Uint8Array(count);
  const loose = new Float64Array(count);
  const zipf = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const [domain, , , saleChannel] = index.sales[i] as SaleFigures;
    channel[i] = CHANNELS.indexOf(saleChannel);
    const words = index.saleWords.slice(index.wordStart[i], index.wordStart[i + 1]);
    const label = domain.slice(0, domain.indexOf('.'));
    const key = marketOf(index.saleExtension[i] as string, label, words);
    assignNumber(extensions, i, index.saleExtension[i] as string);
    loose[i] = looseShare(label.length, words);
    if (key === null) continue;
    assignNumber(market, i, key);
    if (key.endsWith('|word')) zipf[i] = zipfOf(words[0] as string);
    const members = byMarket.get(key);
    if (members) members.push(i);
    else byMarket.set(key, [i]);
  }
  const extensionKinds = [...extensions.ids.keys()].map(extensionKind);
  const kindNames = [...new Set(extensionKinds)];
  const kindOfExtension = Int32Array.from(extensionKinds, (kind) => kindNames.indexOf(kind));
  kinds = {
    byMarket,
    channel,
    market,
    extension: extensions,
    kindOfExtension,
    kindNames,
    loose,
    zipf,
  };
  return kinds;
}

/**
 * log10 of each sale's price carried to the money of an `asOf` year, per year asked: it depends
 * on the sale and the year alone, and the carry is the dearest figure a candidate's score reads.
 * A year's figures are all worked out when it is asked and not held (every sale once, 1-2 ms):
 * worked out one candidate at a time instead, the first name to meet a common word's or a
 * market's thousands of sales paid for all of them in its own request, several milliseconds
 * on that one name. Valuations ask for the current year, or one of the few years since the
 * first reported sale, so a handful of years are held; the one asked least recently makes room
 * for another.
 */
const carriedLogsByYear = new Map<number, Float64Array>();
const CARRIED_YEARS_HELD = 4;

function carriedLogsOf(sales: readonly SaleFigures[], asOf: number | undefined): Float64Array {
  const year = asOf ?? Number.POSITIVE_INFINITY;
  let logs = carriedLogsByYear.get(year);
  if (logs) carriedLogsByYear.delete(year);
  else logs = allCarriedLogs(sales, asOf);
  carriedLogsByYear.set(year, logs);
  if (carriedLogsByYear.size > CARRIED_YEARS_HELD) {
    carriedLogsByYear.delete(carriedLogsByYear.keys().next().value as number);
  }
  return logs;
}

/**
 * log10 of every sale's price carried to `asOf` money. A carry depends on the sale's channel and
 * year alone, so each pair's factor is worked out once, not once a sale.
 */
function allCarriedLogs(sales: readonly SaleFigures[], asOf: number | undefined): Float64Array {
  const logs = new Float64Array(sales.length);
  const factors = new Map<Channel, Map<number, number>>(CHANNELS.map((channel) => [channel, new Map()]));
  for (let i = 0; i < sales.length; i++) {
    const [, price, year, channel] = sales[i] as SaleFigures;
    const byYear = factors.get(channel) as Map<number, number>;
    let factor = byYear.get(year);
    if (factor === undefined) {
      factor = carryFactorTo(channel, year, asOf);
      byYear.set(year, factor);
    }
    logs[i] = Math.log10(price * factor);
  }
  return logs;
}

/**
 * The candidates of one call, gathered without a Set: a sale is in when its mark holds the
 * call's number, and `list[0..count)` holds them in the order first found. Valuations run one
 * at a time in an isolate, so one buffer serves every call.
 */
interface CandidateBuffer {
  mark: Uint32Array;
  call: number;
  list: Int32Array;
  count: number;
}

let candidateBuffer: CandidateBuffer | undefined;

interface Query {
  index: SalesIndex;
  kinds: SaleKinds;
  f: NameFeatures;
  /** The name's extension and its kind as the sales number them (see SaleKinds); -1 where no sale has it. */
  extensionId: number;
  kindId: number;
  words: string[];
  stems: string[];
  weights: number[];
  totalWeight: number;
  loose: number;
  market: string | null;
  /** The market's number among the sales' (see SaleKinds); -1 for none, or one no sale trades in. */
  marketId: number;
  /** log10 of the name's value per channel, in CHANNELS' order; null where the channel gives none. */
  near: Array<number | null>;
  /** Whether the name gets a number at all: without one, nearness in price says nothing. */
  valued: boolean;
  /** The sales' log prices carried to the asked year's money (see carriedLogsOf). */
  carriedLogs: Float64Array;
}

/**
 * What the sale shares with the name, the name's words it holds or holds a form of ("bakeries"
 * for "bakery"): their weight over the weight of both names' words together, 0-1. With
 * `phrases`, also names each shared word there; without, it allocates nothing, as it runs for
 * every candidate and the words are shown only for the few kept.
 */
function sharedShare(q: Query, i: number, phrases?: string[]): number {
  let weight = 0;
  let union = q.totalWeight;
  const { wordStart, saleWords, saleStems, saleWeights } = q.index;
  for (let j = wordStart[i] as number; j < (wordStart[i + 1] as number); j++) {
    const word = saleWords[j] as string;
    const exact = q.words.indexOf(word);
    const k = exact >= 0 ? exact : q.stems.indexOf(saleStems[j] as string);
    if (k >= 0) {
      phrases?.push(exact >= 0 ? `'${word}'` : `a form of '${q.words[k]}'`);
      weight += (q.weights[k] as number) * (exact >= 0 ? 1 : FORM_WEIGHT);
    } else union += saleWeights[j] as number;
  }
  return union > 0 ? weight / union : 0;
}

/** How near the sale's price (carried to the valuation's money) lies to the name's value in the sale's channel, 0-1. */
function valueScore(q: Query, i: number): number {
  const near = q.near[q.kinds.channel[i] as number] as number | null;
  if (near === null) return 0;
  return Math.max(0, 1 - Math.abs((q.carriedLogs[i] as number) - near) / VALUE_SPAN);
}

/** What carries a price paid through `channel` in `year` to that channel's prices of the year `asOf` money speaks (undefined: the latest data). */
function carryFactorTo(channel: Channel, year: number, asOf: number | undefined): number {
  return carryFactor(channel, year, priceYearOf(channel, asOf ?? Number.POSITIVE_INFINITY));
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

/** Whether the sale trades in the name's own market (see marketOf). */
const inMarket = (q: Query, i: number) => q.marketId >= 0 && q.kinds.market.of[i] === q.marketId;

/** How far a sold name resembles the valued one, 0-1. */
function similarity(q: Query, wordShare: number, i: number): number {
  const { f, index } = q;
  const length = index.saleLength[i] as number;
  // Shared words count as far as both names are made of words alike: cars and carsu share
  // 'cars', but a fifth of carsu is letters that read as nothing.
  const words = wordShare * (1 - Math.abs(q.loose - (q.kinds.loose[i] as number)));
  const market = inMarket(q, i) ? marketScore(q, i) : 0;
  const saleExtension = q.kinds.extension.of[i] as number;
  const extension =
    saleExtension === q.extensionId ? 1 : q.kinds.kindOfExtension[saleExtension] === q.kindId ? 0.4 : 0;
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
  if (q.market !== null && inMarket(q, i)) {
    if (q.market.endsWith('|word')) return `also one word, ${extension}`;
    const pattern = q.market.split('|')[1];
    const what = pattern === 'digits' ? 'digits' : pattern === 'letters' ? 'letters' : 'letters and digits';
    return `also ${length} ${what}, ${extension}`;
  }
  return `same category (${index.saleIndustry[i]}), ${length} letters, ${extension}`;
}

/** Most similar first; among equals the more recent, then the dearer sale, then by name. */
function ranksBefore(sales: SaleFigures[], a: number, aScore: number, b: Ranked): boolean {
  // Scores nearly always differ: the sales' own figures are read only on a tie.
  if (aScore !== b.score) return aScore > b.score;
  const sa = sales[a] as SaleFigures;
  const sb = sales[b.i] as SaleFigures;
  return (sb[2] - sa[2] || sb[1] - sa[1] || (sa[0] < sb[0] ? -1 : 1)) < 0;
}

/** A sale kept among the best so far, with its similarity. */
interface Ranked {
  i: number;
  score: number;
}

/** A sale's price in its channel's prices of the year `asOf` money speaks (undefined: the latest data). */
function adjustedPrice(price: number, year: number, channel: Channel, asOf: number | undefined) {
  const to = priceYearOf(channel, asOf ?? Number.POSITIVE_INFINITY);
  const factor = carryFactor(channel, year, to);
  return factor === 1 ? null : { price: Math.round(price * factor), basis: `${to} ${channel} prices` };
}

/** Adds each sale not yet among the call's candidates, keeping the order they are first found in. */
function addCandidates(buffer: CandidateBuffer, sales: ArrayLike<number> | undefined): void {
  if (sales === undefined) return;
  const { mark, call, list } = buffer;
  for (let n = 0; n < sales.length; n++) {
    const i = sales[n] as number;
    if (mark[i] === call) continue;
    mark[i] = call;
    list[buffer.count++] = i;
  }
}

/**
 * The sales worth scoring: those sharing a word or stem, in the name's category, or in its
 * market, each once, in `list[0..count)` of the buffer returned (valid until the next call).
 */
function candidatesOf(q: Query): CandidateBuffer {
  const { f, index } = q;
  const size = index.sales.length;
  if (candidateBuffer?.list.length !== size) {
    candidateBuffer = { mark: new Uint32Array(size), call: 0, list: new Int32Array(size), count: 0 };
  }
  const buffer = candidateBuffer;
  // A new number for this call leaves every earlier mark stale; on wrapping, the marks are cleared.
  buffer.call = (buffer.call + 1) >>> 0;
  if (buffer.call === 0) {
    buffer.mark.fill(0);
    buffer.call = 1;
  }
  buffer.count = 0;
  for (const w of q.words) addCandidates(buffer, index.byWord.get(w));
  for (const s of q.stems) addCandidates(buffer, index.byStem.get(s));
  if (f.industry !== 'general') {
    for (let d = -CATEGORY_LENGTH_SLACK; d <= CATEGORY_LENGTH_SLACK; d++) {
      addCandidates(buffer, index.byCategory.get(categoryKey(f.industry, f.extension, f.length + d)));
    }
  }
  if (q.market !== null) addCandidates(buffer, q.kinds.byMarket.get(q.market));
  return buffer;
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
  const kinds = saleKinds(index);
  const q: Query = {
    index,
    kinds,
    f,
    extensionId: idOf(kinds.extension, f.extension),
    kindId: kinds.kindNames.indexOf(extensionKind(f.extension)),
    words,
    stems: words.map(stemmer),
    weights,
    totalWeight: weights.reduce((s, w) => s + w, 0),
    loose: looseShare(f.length, words),
    market: null,
    marketId: -1,
    near: CHANNELS.map((channel) => near[channel]),
    valued: near.auction !== null || near.marketplace !== null || near.brokerage !== null,
    carriedLogs: carriedLogsOf(index.sales, asOf),
  };
  // A name given no number has no market of sold names like it: only shared words and its category remain.
  q.market = q.valued ? marketOf(f.extension, f.spelling, words) : null;
  q.marketId = idOf(kinds.market, q.market);
  const oneWord = q.market?.endsWith('|word') === true;
  const { sales } = index;
  const self = `${f.label}.${f.extension}`;
  // The name's own sale is no comparable: only a sale of its label's length and its extension may be it.
  const isSelf = (i: number) =>
    index.saleLength[i] === f.label.length &&
    kinds.extension.of[i] === q.extensionId &&
    (sales[i] as SaleFigures)[0] === self;
  // The best k so far in rank order, one sale per domain (its most recent): k is small, candidates many.
  const best: Ranked[] = [];
  const { list, count } = candidatesOf(q);
  for (let n = 0; n < count; n++) {
    const i = list[n] as number;
    if ((oneWord && (kinds.loose[i] as number) > 0) || isSelf(i)) continue;
    const score = similarity(q, sharedShare(q, i), i);
    if (best.length === k && !ranksBefore(sales, i, score, best[k - 1] as Ranked)) continue;
    const domain = (sales[i] as SaleFigures)[0];
    const same = best.findIndex((b) => (sales[b.i] as SaleFigures)[0] === domain);
    if (same >= 0) {
      if (!ranksBefore(sales, i, score, best[same] as Ranked)) continue;
      best.splice(same, 1);
    }
    let at = best.length;
    while (at > 0 && ranksBefore(sales, i, score, best[at - 1] as Ranked)) at--;
    best.splice(at, 0, { i, score });
    if (best.length > k) best.pop();
  }
  return best.map(({ i, score }) => {
    const [domain, price, year, channel] = sales[i] as SaleFigures;
    const phrases: string[] = [];
    sharedShare(q, i, phrases);
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
