import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { bareDomain, isDomainName } from './domain-list.ts';

/**
 * The NAME.TLD a visitor means: a typed or pasted ASCII domain as it is, otherwise what the
 * keyword normaliser reads (`coffee shop` -> coffeeshop.com, `café.de` -> xn--caf-dma.de),
 * .com when no extension was typed. Empty when nothing in it can be a name.
 */
export function valuationNameOf(typed: string): string {
  const bare = bareDomain(typed);
  if (isDomainName(bare)) return bare;
  const keyword = normaliseKeyword(typed);
  const label = keyword.labels[0];
  return label ? `${label.ascii}.${keyword.extension ?? 'com'}` : '';
}
