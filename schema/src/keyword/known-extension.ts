import tlds from 'tlds/index.json' with { type: 'json' };

/** The IANA list, with internationalised extensions in Unicode (`рф`, not `xn--p1ai`). */
const TOP_LEVEL = new Set<string>(tlds as string[]);
/** Second levels that registries sell under a country code (example.co.uk, example.com.au). */
const COUNTRY_SECOND_LEVELS = new Set([
  'co',
  'com',
  'net',
  'org',
  'ac',
  'me',
  'ltd',
  'plc',
  'gen',
  'biz',
  'info',
]);

/**
 * A delegated top-level domain from the IANA list, or a country code's commercial second
 * level. Takes the extension in Unicode, as the list writes it.
 */
export function isKnownExtension(extension: string): boolean {
  const parts = extension.split('.');
  if (parts.length === 1) return TOP_LEVEL.has(extension);
  if (parts.length !== 2) return false;
  const [second, top] = parts as [string, string];
  return top.length === 2 && TOP_LEVEL.has(top) && COUNTRY_SECOND_LEVELS.has(second);
}
