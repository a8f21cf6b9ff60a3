import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import type { DomainSuggestion } from '@domainary/schema/contracts/generator.ts';
import { type ConversionOrder, newOrderId } from '../affiliate/index.ts';
import { fqdnOf } from '../ui/fqdn.ts';

/**
 * What acquiring needs to know of a name, any listed domain or a name the generator proposed:
 * its listing, how its availability is known (which decides the path to it), and whether it
 * may pass for another name (which asks the visitor to confirm first).
 */
export type AcquirableDomain = Pick<
  DomainCandidate,
  'name' | 'extension' | 'status' | 'currentBid' | 'acquisitionFee' | 'registrationCost' | 'availability'
> &
  Partial<Pick<DomainCandidate, 'expiryDate' | 'lookalike'>>;

/** A suggestion as the acquire flow sees it: a name nobody lists, held or not as its check says. */
export function acquirable(s: DomainSuggestion): AcquirableDomain {
  return {
    name: s.name,
    extension: s.extension,
    status: s.availability.status === 'registered' ? 'taken' : 'available',
    currentBid: null,
    acquisitionFee: null,
    registrationCost: s.registrationCost,
    availability: s.availability,
  };
}

/** The order for one acquired name, as the page knows it: a new order id and the name. */
export function acquireOrder(d: AcquirableDomain): ConversionOrder {
  return { orderId: newOrderId(), domain: fqdnOf(d) };
}
