import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';

/** The NAME.TLD to value, or why the typed name cannot be one (the API's own reason). */
export type ValuationName = { name: string; problem: null } | { name: ''; problem: string | null };

/** One word with a dot in it is meant as a domain name, not a phrase (`café.de`, `xn--zzzz.com`). */
const DOTTED_WORD = /^\S+\.\S+$/;

/**
 * The NAME.TLD a visitor means. A typed or pasted name is read as the API reads it
 * (`café.de` -> xn--caf-dma.de), and one it would refuse is refused here with its reason.
 * A phrase goes through the keyword normaliser (`coffee shop` -> coffeeshop.com), .com when
 * no extension was typed. Empty, with no reason, when nothing in it can be a name.
 */
export function valuationNameOf(typed: string): ValuationName {
  const text = typed.trim();
  const reading = readDomainName(text);
  if (reading.ok) return { name: reading.fqdn, problem: null };
  if (DOTTED_WORD.test(text)) return { name: '', problem: reading.message };
  const keyword = normaliseKeyword(text);
  const label = keyword.labels[0];
  return label
    ? { name: `${label.ascii}.${keyword.extension ?? 'com'}`, problem: null }
    : { name: '', problem: null };
}
