/**
 * The lexicon's letter trie, built once by `npm run fit` and shipped packed, so a worker
 * starts by filling a few typed arrays in one pass instead of inserting 60,000 words.
 *
 * The trie is flat arrays: node 0 is the root; a node's children are a chain (firstChild,
 * then nextSibling), with the root's 26 in a table since every walk starts there. Packed,
 * the nodes are in breadth-first order, so each node's children sit side by side and the
 * chain needs no stored links: the file keeps per node its letter and its number of
 * children as one character each, and which frequency its word has as one or a few.
 * Every character is printable ASCII other than '"' and '\\', so JSON and the bundle keep
 * the strings as they are.
 */

export interface LexiconTrie {
  rootChild: Int32Array;
  firstChild: Int32Array;
  nextSibling: Int32Array;
  /** Letter code (97-122) of the edge into each node. */
  letter: Uint8Array;
  /** Zipf value of the word ending at a node, 0 where no word ends. */
  zipf: Float64Array;
}

/** The trie as the model file stores it; JSON-safe, one character per node in each string. */
export interface PackedTrie {
  /** Corpus size the counts are out of: a count's Zipf value is log10 of it per billion words. */
  corpusWords: number;
  /** The Zipf value of a word known only as an industry keyword. */
  keywordZipf: number;
  /** The distinct word counts, commonest first: frequency class k + 1 is counts[k]. */
  counts: number[];
  /** Per node but the root, in breadth-first order: its letter. */
  letters: string;
  /** Per node: CHILDREN_BASE + its number of children. */
  childCounts: string;
  /**
   * Per node its frequency class (0 no word, k + 1 for counts[k], counts.length + 1 a keyword),
   * commonest classes in one character: see encodeClass.
   */
  classes: string;
}

/** Industry keywords the subtitle corpus misses (bitcoin, fintech): scored as mid-frequency words. */
export const KEYWORD_ZIPF = 3.5;

const CHILDREN_BASE = 65;
/**
 * A class is written base 34 in its last digit (codes 93-126) and base 57 in any digits
 * before it (codes 35-91): the two ranges skip '"' (34) and '\\' (92), and tell a reader
 * where each class ends. Classes 0-33 take one character, up to 1,971 two.
 */
const LAST_DIGIT_BASE = 93;
const LAST_DIGITS = 34;
const LEADING_DIGIT_BASE = 35;
const LEADING_DIGITS = 57;

function encodeClass(k: number): string {
  let out = String.fromCharCode(LAST_DIGIT_BASE + (k % LAST_DIGITS));
  for (let rest = Math.floor(k / LAST_DIGITS); rest > 0; rest = Math.floor(rest / LEADING_DIGITS)) {
    out = String.fromCharCode(LEADING_DIGIT_BASE + (rest % LEADING_DIGITS)) + out;
  }
  return out;
}

/** A word's Zipf value from its count: log10 of its occurrences per billion words. */
export function zipfOfCount(count: number, corpusWords: number): number {
  return Math.log10((count / corpusWords) * 1e9);
}

/**
 * Builds the trie from words with their counts, most frequent first, then industry
 * keywords at keywordZipf. Siblings stay in the order words arrive: commonest first, found
 * soonest. A word can arrive twice (an industry keyword SUBTLEX also knows): it keeps its
 * higher value. Used by `npm run fit` and by the test that checks the shipped file.
 */
export function packTrie(
  words: ReadonlyArray<readonly [word: string, count: number]>,
  keywords: readonly string[],
  corpusWords: number,
  keywordZipf: number,
): PackedTrie {
  const children: number[][] = [[]];
  const letter = [0];
  const zipf = [0];
  const countOf = [0];
  const insert = (word: string, z: number, count: number) => {
    let node = 0;
    for (let k = 0; k < word.length; k++) {
      const code = word.charCodeAt(k);
      let child = (children[node] as number[]).find((c) => letter[c] === code);
      if (child === undefined) {
        child = letter.length;
        children.push([]);
        letter.push(code);
        zipf.push(0);
        countOf.push(0);
        (children[node] as number[]).push(child);
      }
      node = child;
    }
    if ((zipf[node] as number) < z) {
      zipf[node] = z;
      countOf[node] = count;
    }
  };
  for (const [word, count] of words) insert(word, zipfOfCount(count, corpusWords), count);
  // A keyword's count is -1: it outranks the word's own count only when keywordZipf is higher.
  for (const word of keywords) insert(word, keywordZipf, -1);

  const nodesPerCount = new Map<number, number>();
  for (const c of countOf) if (c > 0) nodesPerCount.set(c, (nodesPerCount.get(c) ?? 0) + 1);
  // Commonest first, so the classes most nodes have are written in one character.
  const counts = [...nodesPerCount.keys()].sort(
    (a, b) => (nodesPerCount.get(b) as number) - (nodesPerCount.get(a) as number) || a - b,
  );
  const classOf = new Map(counts.map((c, k) => [c, k + 1]));
  classOf.set(-1, counts.length + 1);

  let letters = '';
  let childCounts = '';
  let classes = '';
  const queue = [0];
  for (let at = 0; at < queue.length; at++) {
    const node = queue[at] as number;
    if (node !== 0) letters += String.fromCharCode(letter[node] as number);
    childCounts += String.fromCharCode(CHILDREN_BASE + (children[node] as number[]).length);
    classes += encodeClass(classOf.get(countOf[node] as number) ?? 0);
    queue.push(...(children[node] as number[]));
  }
  return { corpusWords, keywordZipf, counts, letters, childCounts, classes };
}

/** The serving trie from its packed form: one pass over the nodes, no word inserted. */
export function unpackTrie(packed: PackedTrie): LexiconTrie {
  const { letters, childCounts, classes } = packed;
  const nodes = childCounts.length;
  const zipfOfClass = new Float64Array(packed.counts.length + 2);
  packed.counts.forEach((count, k) => {
    zipfOfClass[k + 1] = zipfOfCount(count, packed.corpusWords);
  });
  zipfOfClass[packed.counts.length + 1] = packed.keywordZipf;

  const trie: LexiconTrie = {
    rootChild: new Int32Array(26),
    firstChild: new Int32Array(nodes),
    nextSibling: new Int32Array(nodes),
    letter: new Uint8Array(nodes),
    zipf: new Float64Array(nodes),
  };
  // Breadth-first, node i's children follow those of every node before it.
  let next = 1;
  let at = 0;
  for (let node = 0; node < nodes; node++) {
    if (node > 0) trie.letter[node] = letters.charCodeAt(node - 1);
    let k = 0;
    let code = classes.charCodeAt(at++);
    for (; code < LAST_DIGIT_BASE; code = classes.charCodeAt(at++)) {
      k = k * LEADING_DIGITS + code - LEADING_DIGIT_BASE;
    }
    trie.zipf[node] = zipfOfClass[k * LAST_DIGITS + code - LAST_DIGIT_BASE] as number;
    const count = childCounts.charCodeAt(node) - CHILDREN_BASE;
    if (count === 0) continue;
    trie.firstChild[node] = next;
    for (let c = next; c < next + count - 1; c++) trie.nextSibling[c] = c + 1;
    next += count;
  }
  for (let c = trie.firstChild[0] as number; c !== 0; c = trie.nextSibling[c] as number) {
    trie.rootChild[(trie.letter[c] as number) - 97] = c;
  }
  return trie;
}
