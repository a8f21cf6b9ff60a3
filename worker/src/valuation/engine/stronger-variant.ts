import { dollars } from './dollars.ts';
import type { NameFeatures } from './features.ts';
import type { ChannelValue } from './name-valuation.ts';

/**
 * The stronger form of a name, which it never values above: without its hyphens
 * (ai-startup.com under aistartup.com), then in .com (cryptowallet.io under cryptowallet.com),
 * then its words alone without the letters that read as no word (bakeryqx.com under
 * bakery.com). Null when the name is its own strongest form.
 */
export function strongerVariant(f: NameFeatures): { label: string; extension: string } | null {
  // An internationalised label's letters and hyphens are its encoding's: only its extension varies.
  const encoded = f.label.startsWith('xn--');
  if (f.hyphens > 0 && !encoded) {
    const label = f.label.replaceAll('-', '');
    return label ? { label, extension: f.extension } : null;
  }
  if (f.extension !== 'com') return { label: f.label, extension: 'com' };
  const hasWord = f.tokens.some((t) => t.kind === 'word');
  const hasLoose = f.tokens.some((t) => t.kind === 'unknown');
  if (!hasWord || !hasLoose || encoded) return null;
  const label = f.tokens
    .filter((t) => t.kind !== 'unknown')
    .map((t) => t.text)
    .join('');
  return label ? { label, extension: f.extension } : null;
}

/**
 * A channel's value held at or below the stronger form's in the same channel, its range moved
 * down as far; none where the stronger form gets none there.
 */
export function heldBelow(own: ChannelValue, stronger: ChannelValue, strongerName: string): ChannelValue {
  if (own.value === null || own.range === null) return own;
  if (stronger.value === null) {
    return { value: null, range: null, noValueReason: `${stronger.noValueReason} (as for ${strongerName})` };
  }
  if (own.value <= stronger.value) return own;
  const down = Math.log10(stronger.value / own.value);
  return {
    value: stronger.value,
    range: {
      min: dollars(Math.log10(own.range.min) + down),
      max: dollars(Math.log10(own.range.max) + down),
    },
    noValueReason: null,
  };
}
