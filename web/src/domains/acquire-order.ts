import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { type ConversionOrder, newOrderId } from '../affiliate/conversion-order.ts';
import { fqdnOf } from './domain-card.tsx';

/** What acquiring needs to know of a name: any listed domain, or a name the generator proposed. */
export type AcquirableDomain = Pick<
  DomainCandidate,
  'name' | 'extension' | 'status' | 'currentBid' | 'acquisitionFee' | 'registrationCost'
>;

/** The order for one acquired name, as the page knows it: a new order id and the name. */
export function acquireOrder(d: AcquirableDomain): ConversionOrder {
  return { orderId: newOrderId(), domain: fqdnOf(d) };
}
