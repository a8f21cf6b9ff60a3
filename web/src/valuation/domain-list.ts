import { MAX_BULK_DOMAINS } from '@domainary/schema/contracts/valuation.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';

export { MAX_BULK_DOMAINS };

/**
 * The names in pasted text (one per line, or separated by commas, semicolons or spaces), each
 * once in the order first seen, read as the API reads them (`Café.com` is xn--caf-dma.com),
 * and the entries the API would refuse.
 */
export function parseDomainList(text: string): { domains: string[]; rejected: string[] } {
  const domains = new Set<string>();
  const rejected: string[] = [];
  for (const entry of text.split(/[\s,;]+/)) {
    if (!entry) continue;
    const reading = readDomainName(entry);
    if (reading.ok) domains.add(reading.fqdn);
    else rejected.push(entry);
  }
  return { domains: [...domains], rejected };
}
