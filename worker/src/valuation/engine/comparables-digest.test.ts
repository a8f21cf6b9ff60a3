import { describe, expect, it } from 'vitest';
import { comparableSales } from './comparables.ts';
import { salesIndex } from './sales-index.ts';
import { valueName } from './value-name.ts';

/**
 * SHA-256 of every comparable list below as the engine gave it before its candidate scoring
 * was rewritten for speed (typed arrays, no per-candidate allocation). The rewrite must not
 * change a single comparable, score, reason or place in a list; a deliberate change to how
 * comparables are chosen or scored changes this figure, and the new one replaces it.
 */
const PINNED_DIGEST = '3992 lists: 1c538c497b0124c3d86c5bcaa5150ec885143c89d4f595fde9bea372b4c0d195';

/** The years the lists are asked in, in turn: the latest data, money of past years, this year. */
const AS_OF_YEARS = [undefined, 2008, 2016, 2021, 2026];
const EXTENSIONS = ['com', 'net', 'org', 'io', 'ai', 'co', 'xyz', 'de'];

/**
 * A varied few thousand names: every twelfth reported sale under its own extension and
 * under another (its own sale is then a comparable), two-part names made of sold labels,
 * short letter and digit strings (markets of their own), and consonant strings given no number.
 */
function names(): Array<[label: string, extension: string]> {
  const labels = salesIndex().sales.map(([domain]) => domain.slice(0, domain.indexOf('.')));
  const out: Array<[string, string]> = [];
  salesIndex().sales.forEach(([domain], i) => {
    if (i % 12 !== 0) return;
    const dot = domain.indexOf('.');
    out.push([domain.slice(0, dot), domain.slice(dot + 1)]);
    out.push([domain.slice(0, dot), EXTENSIONS[i % EXTENSIONS.length] as string]);
  });
  const parts = [...new Set(labels.filter((l) => l.length >= 3 && l.length <= 6))].slice(0, 40);
  parts.forEach((a, i) => {
    for (const b of parts.slice(i + 1, i + 13))
      out.push([`${a}${b}`, EXTENSIONS[(i + b.length) % 8] as string]);
  });
  for (let n = 0; n < 60; n++) {
    out.push([String(1000 + n * 137), 'com']);
    out.push([String.fromCharCode(97 + (n % 26), 97 + ((n * 7) % 26)), EXTENSIONS[n % 3] as string]);
    out.push([`qwkz${String.fromCharCode(98 + (n % 20))}rtpl`, EXTENSIONS[n % 8] as string]);
  }
  return out;
}

describe('comparable sales over a few thousand names', () => {
  it('are exactly the lists pinned before the scoring was made faster', async () => {
    const lines: string[] = [];
    names().forEach(([label, extension], i) => {
      const asOf = AS_OF_YEARS[i % AS_OF_YEARS.length];
      const v = valueName(label, extension, asOf);
      lines.push(JSON.stringify(comparableSales(v.features, v.channelValues, 5, asOf)));
    });
    const bytes = new TextEncoder().encode(lines.join('\n'));
    const digest = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    expect(`${lines.length} lists: ${digest}`).toBe(PINNED_DIGEST);
    // A few thousand valuations take seconds on a busy machine: more than the default 5.
  }, 60_000);
});
