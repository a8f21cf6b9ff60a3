/**
 * A word list with counts as one short string, so the engine ships a few hundred kB instead of
 * the 3.6 MB array of objects it is derived from. Words (a-z only) are grouped by count, the
 * count written in decimal before its group; inside a group the words are sorted and each one
 * is written as its prefix length shared with the word before (A = 0, B = 1, ...) followed by
 * the rest of its letters: 2AappleFsBbanana reads apple, apples, banana, each seen twice.
 */

const A = 65;
const MAX_SHARED = 25;

export function encodeWordCounts(counts: ReadonlyMap<string, number>): string {
  const groups = new Map<number, string[]>();
  for (const [word, count] of counts) {
    if (!/^[a-z]+$/.test(word) || !Number.isInteger(count) || count < 1) {
      throw new Error(`cannot encode ${JSON.stringify(word)} seen ${count} times`);
    }
    const group = groups.get(count);
    if (group) group.push(word);
    else groups.set(count, [word]);
  }
  let out = '';
  for (const count of [...groups.keys()].sort((a, b) => b - a)) {
    out += String(count);
    let previous = '';
    for (const word of (groups.get(count) as string[]).sort()) {
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && previous[shared] === word[shared]) shared++;
      out += String.fromCharCode(A + shared) + word.slice(shared);
      previous = word;
    }
  }
  return out;
}

/** Calls back with every word and its count, most frequent groups first. */
export function decodeWordCounts(text: string, visit: (word: string, count: number) => void): void {
  let count = 0;
  let word = '';
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      count = 0;
      for (; i < text.length && text.charCodeAt(i) <= 57; i++) count = count * 10 + text.charCodeAt(i) - 48;
      continue;
    }
    let end = i + 1;
    while (end < text.length && text.charCodeAt(end) > A + MAX_SHARED) end++;
    word = word.slice(0, code - A) + text.slice(i + 1, end);
    visit(word, count);
    i = end;
  }
}
