import { MAX_BULK_DOMAINS } from '@domainary/schema/contracts/valuation.ts';
import { hostOf } from '@domainary/schema/keyword/typed-host.ts';

export { MAX_BULK_DOMAINS };

/** NAME.TLD in letters, digits and hyphens: what the bulk valuation accepts (the server checks the rest). */
const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9]+){1,2}$/;
export const isDomainName = (text: string) => DOMAIN.test(text);

/** A pasted address as a bare domain: no scheme, path, port or leading www. */
export const bareDomain = (raw: string) => hostOf(raw.trim().toLowerCase());

/**
 * The names in pasted text (one per line, or separated by commas, semicolons or spaces), each
 * once in the order first seen, and the entries that are no domain name.
 */
export function parseDomainList(text: string): { domains: string[]; rejected: string[] } {
  const domains = new Set<string>();
  const rejected: string[] = [];
  for (const entry of text.split(/[\s,;]+/)) {
    if (!entry) continue;
    const domain = bareDomain(entry);
    if (isDomainName(domain)) domains.add(domain);
    else rejected.push(entry);
  }
  return { domains: [...domains], rejected };
}
