import { ens_split } from '@adraffy/ens-normalize';
import type { Lookalike } from '@domainary/schema/contracts/lookalike.ts';
import { unicodeLabelOf } from '@domainary/schema/keyword/punycode-label.ts';
import { confusables } from 'unicode-confusables';

const ASCII_NAME_CHARACTER = /^[a-z0-9-]$/;

/**
 * Unicode's mixed-script and whole-script confusable rules (UTS #39), as the ENS name
 * normaliser applies them to one label: its error names a mixture of scripts no single
 * writing system uses together, or a label whose every letter could be read in another script.
 */
function mixesScripts(unicodeLabel: string): boolean {
  const [label] = ens_split(unicodeLabel);
  const error = label?.error instanceof Error ? label.error.message : '';
  return /illegal mixture|whole-script confusable/.test(error);
}

/**
 * The ASCII label this one passes for, from Unicode's confusables data (UTS #39): each
 * non-ASCII character taken as the ASCII letter or digit it is confusable with. Null when a
 * character has no such lookalike (then the label cannot pass for an ASCII name).
 */
function asciiLookalikeOf(unicodeLabel: string): string | null {
  let ascii = '';
  for (const { point, similarTo } of confusables(unicodeLabel)) {
    if (ASCII_NAME_CHARACTER.test(point)) ascii += point;
    else if (similarTo !== undefined && ASCII_NAME_CHARACTER.test(similarTo.toLowerCase()))
      ascii += similarTo.toLowerCase();
    else return null;
  }
  return ascii;
}

/**
 * Whether a name (its label in the ASCII `xn--` form DNS holds) may pass for another: an
 * internationalised label that mixes scripts, or that reads as a different ASCII name
 * ("аpple" with a Cyrillic а looks like apple). Null for an ASCII label and for an honest
 * internationalised one (münchen, москва). The name is still valued: the flag is shown
 * beside it, and watching or registering it warns first.
 */
export function lookalikeOf(label: string, extension: string): Lookalike | null {
  if (!label.startsWith('xn--')) return null;
  const unicode = unicodeLabelOf(label);
  if (unicode === null) return null;
  const ascii = asciiLookalikeOf(unicode);
  const looksLike = ascii !== null && ascii !== unicode ? `${ascii}.${extension}` : null;
  if (looksLike !== null) {
    return { reason: 'confusable', looksLike, message: `Looks like ${looksLike}` };
  }
  if (mixesScripts(unicode)) {
    return {
      reason: 'mixed-script',
      looksLike: null,
      message:
        'Mixes letters of different scripts, as lookalike names do; most registries refuse such a name',
    };
  }
  return null;
}
