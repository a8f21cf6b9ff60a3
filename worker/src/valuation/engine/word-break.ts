import { childOf, trie } from './lexicon.ts';

type TokenKind = 'word' | 'digits' | 'unknown';
export interface Token {
  text: string;
  kind: TokenKind;
  /** Zipf frequency of a dictionary word; 0 for digits and unknown letters. */
  zipf: number;
}

/** Each extra word costs this much, so one familiar word beats two that spell it. */
const WORD_COST = 3;
/** Cost of leaving a letter outside any word: above the rarest word's cost, per letter. */
const UNKNOWN_LETTER_COST = 4.2;
const TOP_ZIPF = 7.5;
/** Short rare strings are subtitle noise ("ut", "ba"), not words a buyer reads. */
function minZipf(length: number): number {
  if (length <= 2) return 4.6;
  if (length === 3) return 2.6;
  return 0;
}

/**
 * The breaker's tables, kept between calls: allocating them for each name cost more than the
 * search itself. Every cell read is written first in the same call (best is reset; from and
 * wordZipf are set wherever best becomes finite, and every position does).
 */
let best = new Float64Array(64);
let from = new Int32Array(64);
let wordZipf = new Float32Array(64);

/** Dynamic-programming word break of one run of letters: the cheapest cover by words and stray letters. */
function breakLetters(run: string, out: Token[]): void {
  const n = run.length;
  if (best.length <= n) {
    best = new Float64Array(2 * n);
    from = new Int32Array(2 * n);
    wordZipf = new Float32Array(2 * n);
  }
  best.fill(Number.POSITIVE_INFINITY, 0, n + 1);
  best[0] = 0;
  for (let i = 0; i < n; i++) {
    const base = best[i] as number;
    if (base + UNKNOWN_LETTER_COST < (best[i + 1] as number)) {
      best[i + 1] = base + UNKNOWN_LETTER_COST;
      from[i + 1] = i;
      wordZipf[i + 1] = 0;
    }
    let node = 0;
    for (let j = i + 1; j <= n; j++) {
      node = childOf(node, run.charCodeAt(j - 1));
      if (node === 0) break;
      // Single precision, as the model was fitted on.
      const zipf = Math.fround(trie.zipf[node] as number);
      if (zipf === 0 || zipf < minZipf(j - i)) continue;
      const cost = base + WORD_COST + (TOP_ZIPF - zipf);
      if (cost < (best[j] as number)) {
        best[j] = cost;
        from[j] = i;
        wordZipf[j] = zipf;
      }
    }
  }
  const ends: number[] = [];
  for (let j = n; j > 0; j = from[j] as number) ends.push(j);
  let start = 0;
  for (let k = ends.length - 1; k >= 0; k--) {
    const stop = ends[k] as number;
    const text = run.slice(start, stop);
    const last = out[out.length - 1];
    const zipf = wordZipf[stop] as number;
    if (zipf > 0) out.push({ text, kind: 'word', zipf });
    // Adjacent stray letters read as one unknown chunk ("x" + "q" -> "xq").
    else if (last && last.kind === 'unknown' && start > 0) last.text += text;
    else out.push({ text, kind: 'unknown', zipf: 0 });
    start = stop;
  }
}

const LETTER = 1;
const DIGIT = 2;
function classOf(code: number): number {
  if (code >= 97 && code <= 122) return LETTER;
  return code >= 48 && code <= 57 ? DIGIT : 0;
}

/**
 * Splits a second-level label into words, digit runs and unknown letters; hyphens (and any
 * other character) separate.
 */
export function breakWords(label: string): Token[] {
  const out: Token[] = [];
  let k = 0;
  while (k < label.length) {
    const kind = classOf(label.charCodeAt(k));
    let end = k + 1;
    while (end < label.length && classOf(label.charCodeAt(end)) === kind) end++;
    if (kind === DIGIT) out.push({ text: label.slice(k, end), kind: 'digits', zipf: 0 });
    else if (kind === LETTER) breakLetters(label.slice(k, end), out);
    k = end;
  }
  return out;
}
