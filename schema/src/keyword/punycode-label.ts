// The package's own file, not `punycode`: that name is Node's deprecated built-in, which
// neither the Worker nor the browser has.
import punycode from 'punycode/punycode.js';
import { asciiLabelOf } from './label-forms.ts';

const IDN_PREFIX = 'xn--';

/**
 * The Unicode text a Punycode string (the part after `xn--`) encodes, by RFC 3492's decoder;
 * null when it encodes nothing (the decoder throws on a bad digit, a truncated number, an
 * overflow or a code point past Unicode). The platform's URL parser writes this form but does
 * not check it when it reads one, and browsers have no decoder of their own.
 */
function decodePunycode(encoded: string): string | null {
  try {
    return punycode.decode(encoded);
  } catch {
    return null;
  }
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
