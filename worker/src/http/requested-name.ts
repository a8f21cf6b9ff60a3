import {
  type DomainNameParts,
  type DomainNameReading,
  readDomainName,
} from '@domainary/schema/keyword/domain-name.ts';
import { type Refusable, type RefusedField, refuse } from '../refusal.ts';

/**
 * A reading of schema's name reader as a refusable result: the registrable name, or why it
 * is not one, naming the request's field when there is one. The browser shares the reader,
 * so its answer stays `{ ok }`; every route that refuses a request for a bad name turns the
 * reading into a refusal here. Bulk check and the portfolio plan read `{ ok }` themselves:
 * there a bad line is that row's answer, not a refusal of the request.
 */
export function refusableName(reading: DomainNameReading, field?: RefusedField): Refusable<DomainNameParts> {
  if (!reading.ok) return refuse('invalid', reading.message, field ? { field } : {});
  const { label, extension, fqdn } = reading;
  return { label, extension, fqdn };
}

/** The registrable name a request's field holds, or the refusal naming that field. */
export const requestedName = (text: string, field: RefusedField): Refusable<DomainNameParts> =>
  refusableName(readDomainName(text), field);
