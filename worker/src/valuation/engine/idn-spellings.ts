import { domainToUnicode } from 'node:url';
import { asciiSpellingsOf } from '@domainary/schema/keyword/label-forms.ts';

const IDN_PREFIX = 'xn--';

/**
 * The ASCII spellings a reader sees in an internationalised label: its `xn--` form decoded to
 * Unicode, then transliterated (`xn--caf-dma` -> `cafe`; `xn--mnchen-3ya` -> `muenchen`,
 * `munchen`), best first. The `xn--` form itself is an encoding, not words, so a name would
 * otherwise be scored on letters no buyer reads. Empty for any other label, and for an IDN
 * with no Latin spelling (`東京`) or an invalid `xn--` form.
 */
export function idnSpellingsOf(label: string): string[] {
  if (!label.startsWith(IDN_PREFIX)) return [];
  const unicode = domainToUnicode(label);
  if (!unicode || unicode.startsWith(IDN_PREFIX)) return [];
  return asciiSpellingsOf(unicode);
}
