import { childOf, trie } from './lexicon.ts';

export type TokenKind = 'word' | 'digits' | 'unknown';
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

/** Dynamic-programming word break of one run of letters: the cheapest cover by words and stray letters. */
function breakLetters(run: string, out: Token[]): void {
  const n = run.length;
  const best = new Float64Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const from = new Int32Array(n + 1);
  const wordZipf = new Float32Array(n + 1);
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

const CHUNK = /[a-z]+|[0-9]+/g;

/** Splits a second-level label into words, digit runs and unknown letters; hyphens separate. */
export function breakWords(label: string): Token[] {
  const out: Token[] = [];
  for (const match of label.matchAll(CHUNK)) {
    const chunk = match[0];
    const code = chunk.charCodeAt(0);
    if (code >= 48 && code <= 57) out.push({ text: chunk, kind: 'digits', zipf: 0 });
    else breakLetters(chunk, out);
  }
  return out;
}
