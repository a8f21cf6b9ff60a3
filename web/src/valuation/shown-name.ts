import { unicodeLabelOf } from '@domainary/schema/keyword/punycode-label.ts';

/**
 * A name as people read it: an internationalised one in Unicode (`café.com`) with the `xn--`
 * form the registries hold beside it (`ascii`); any other name as it is, `ascii` null.
 */
export function shownNameOf(label: string, extension: string): { unicode: string; ascii: string | null } {
  const ascii = `${label}.${extension}`;
  const unicode = ascii
    .split('.')
    .map((part) => unicodeLabelOf(part) ?? part)
    .join('.');
  return unicode === ascii ? { unicode, ascii: null } : { unicode, ascii };
}
