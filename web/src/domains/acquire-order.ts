import type { DomainCandidate } from '../../../schema/src/contracts/domains.ts';
import { type ConversionOrder, newOrderId } from '../affiliate/conversion-order.ts';
import { fqdnOf } from './domain-card.tsx';

/** What acquiring needs to know of a name: any listed domain, or a name the generator proposed. */
export type AcquirableDomain = Pick<
  DomainCandidate,
  'name' | 'extension' | 'status' | 'currentBid' | 'acquisitionFee' | 'registrationCost'
>;

/**
 * What acquiring a name costs the visitor, in USD: the current bid at auction, the asking
 * price of a listed name, otherwise the registration cost.
 */
export function acquisitionPrice(d: AcquirableDomain): number {
  const asked = d.status === 'auction' ? (d.currentBid ?? d.acquisitionFee) : d.acquisitionFee;
  return asked && asked > 0 ? asked : (d.registrationCost ?? 0);
}

/** SPEC 3 conversion tracking input for one acquired name. */
export function acquireOrder(d: AcquirableDomain): ConversionOrder {
  const amount = acquisitionPrice(d);
  return {
    orderId: newOrderId(),
    amount,
    currency: 'USD',
    discount: 0,
    items: [{ sku: fqdnOf(d), quantity: 1, unitPrice: amount, discount: 0 }],
    status: 'Accepted',
  };
}
