/**
 * The value model's trigram inputs of a name, read two ways with the same result to the bit: by
 * character codes, looked up in a typed array, with none of the three-letter strings, the Set
 * that keeps each once, and the hashing of each string to find it in the table's Map; or, for a
 * spelling with a character outside letters, digits and hyphens, as those strings. A label is
 * letters, digits and hyphens (an internationalised one is read in its ASCII spelling), so with
 * the two marks a trigram is one of 39^3 codes.
 */

/**
 * The letter trigrams of a label with its start and end marked (`^car$`: `^ca`, `car`, `ar$`),
 * each once: the value model's trigram encoding, unlike the search index's (`ftsTrigramsOf`).
 */
export function markedTrigramsOf(label: string): Set<string> {
  const padded = `^${label}$`;
  const out = new Set<string>();
  for (let k = 0; k + 3 <= padded.length; k++) out.add(padded.slice(k, k + 3));
  return out;
}

/**
 * The mean and the minimum of the table's values over markedTrigramsOf, at out[at] and
 * out[at + 1], for any spelling: what writeMarkedTrigramValues gives to the bit where it can.
 */
export function writeTrigramValuesBySet(
  spelling: string,
  trigrams: ReadonlyMap<string, number>,
  out: Float64Array,
  at: number,
): void {
  let sum = 0;
  let min = 0;
  let count = 0;
  for (const t of markedTrigramsOf(spelling)) {
    const v = trigrams.get(t) ?? 0;
    sum += v;
    min = count === 0 ? v : Math.min(min, v);
    count++;
  }
  out[at] = count ? sum / count : 0;
  out[at + 1] = min;
}

const SYMBOLS = 39;
const START_MARK = 94; // '^'
const END_MARK = 36; // '$'

/** A character's symbol (0-38), or -1 for one outside the alphabet. */
function symbolOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 95;
  if (code >= 48 && code <= 57) return code - 20;
  if (code === 45) return 38;
  if (code === START_MARK) return 0;
  return code === END_MARK ? 1 : -1;
}

/** The code of a three-character trigram, or -1 when a character is outside the alphabet. */
function codeOf(trigram: string): number {
  const a = symbolOf(trigram.charCodeAt(0));
  const b = symbolOf(trigram.charCodeAt(1));
  const c = symbolOf(trigram.charCodeAt(2));
  return a < 0 || b < 0 || c < 0 ? -1 : (a * SYMBOLS + b) * SYMBOLS + c;
}

const codedTables = new WeakMap<ReadonlyMap<string, number>, Float64Array>();

/**
 * The table's values by trigram code, made once per table (the fit makes several). A key with
 * a character outside the alphabet matches no trigram read here, so it is left out; a trigram
 * the table lacks is 0, as in the Map.
 */
function codedTable(trigrams: ReadonlyMap<string, number>): Float64Array {
  let table = codedTables.get(trigrams);
  if (!table) {
    table = new Float64Array(SYMBOLS ** 3);
    for (const [key, value] of trigrams) {
      const code = key.length === 3 ? codeOf(key) : -1;
      if (code >= 0) table[code] = value;
    }
    codedTables.set(trigrams, table);
  }
  return table;
}

/** Per trigram code, the call that last read it: a trigram read again in one call is skipped. */
const readIn = new Int32Array(SYMBOLS ** 3);
let call = 0;

/**
 * Writes the mean and the minimum of the table's values over the marked trigrams of spelling
 * at out[at] and out[at + 1], each trigram once and summed in the order it first appears (as
 * over markedTrigramsOf's Set), and returns true; writes nothing and returns false for a
 * spelling with a character outside the alphabet.
 */
export function writeMarkedTrigramValues(
  spelling: string,
  trigrams: ReadonlyMap<string, number>,
  out: Float64Array,
  at: number,
): boolean {
  const table = codedTable(trigrams);
  const n = spelling.length;
  for (let k = 0; k < n; k++) if (symbolOf(spelling.charCodeAt(k)) < 0) return false;
  if (call === 0x7fffffff) {
    readIn.fill(0);
    call = 0;
  }
  call++;
  let sum = 0;
  let min = 0;
  let count = 0;
  // Symbols of the padded spelling ^...$ at positions k, k + 1, k + 2.
  let first = 0;
  let second = n > 0 ? symbolOf(spelling.charCodeAt(0)) : 1;
  for (let k = 0; k + 3 <= n + 2; k++) {
    const third = k + 2 <= n ? symbolOf(spelling.charCodeAt(k + 1)) : 1;
    const code = (first * SYMBOLS + second) * SYMBOLS + third;
    first = second;
    second = third;
    if (readIn[code] === call) continue;
    readIn[code] = call;
    const v = table[code] as number;
    sum += v;
    min = count === 0 ? v : Math.min(min, v);
    count++;
  }
  out[at] = count ? sum / count : 0;
  out[at + 1] = min;
  return true;
}

/** The value model's two trigram inputs of a spelling, at out[at] and out[at + 1]. */
export function writeTrigramValues(
  spelling: string,
  trigrams: ReadonlyMap<string, number>,
  out: Float64Array,
  at: number,
): void {
  if (!writeMarkedTrigramValues(spelling, trigrams, out, at))
    writeTrigramValuesBySet(spelling, trigrams, out, at);
}
