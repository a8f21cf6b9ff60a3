import { asciiLabelOf } from './label-forms.ts';

const IDN_PREFIX = 'xn--';

// RFC 3492's parameters for Punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** A Punycode digit's value: a-z are 0-25, 0-9 are 26-35; -1 for anything else. */
function digitOf(code: number): number {
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26;
  return -1;
}

/**
 * The Unicode text a Punycode string (the part after `xn--`, lower case) encodes, by RFC
 * 3492's decoder; null when it encodes nothing. The platform's URL parser writes this form
 * but does not check it when it reads one, and browsers have no decoder of their own.
 */
function decodePunycode(encoded: string): string | null {
  const delimiter = encoded.lastIndexOf('-');
  const output = [...encoded.slice(0, Math.max(delimiter, 0))].map((ch) => ch.codePointAt(0) as number);
  if (output.some((code) => code >= 0x80)) return null;
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let pos = delimiter > 0 ? delimiter + 1 : 0;
  while (pos < encoded.length) {
    const before = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (pos >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(pos++));
      if (digit < 0) return null;
      i += digit * weight;
      if (i > MAX_CODE_POINT * (output.length + 1)) return null;
      const threshold = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < threshold) break;
      weight *= BASE - threshold;
    }
    bias = adapt(i - before, output.length + 1, before === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > MAX_CODE_POINT) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/**
 * The Unicode a DNS label spells: an ASCII label itself; an `xn--` label decoded, when it is
 * the exact form the URL parser writes for what it decodes to. Null for an `xn--` label that
 * is not (`xn--zzzz`: it decodes to code points no name may hold; an upper-case or
 * unnormalised encoding would be another name's spelling).
 */
export function unicodeLabelOf(label: string): string | null {
  if (!label.startsWith(IDN_PREFIX)) return label;
  const unicode = decodePunycode(label.slice(IDN_PREFIX.length));
  if (unicode === null || !/\P{ASCII}/u.test(unicode)) return null;
  return asciiLabelOf(unicode) === label ? unicode : null;
}
