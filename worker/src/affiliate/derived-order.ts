import type { conversions } from '@domainary/schema/tables/index.ts';
import type { DerivedOrder, OrderItem } from './data/order-rows.ts';
import type { LeadTerms } from './lead-terms.ts';

/** An order with the click it is attributed to: the only kind the network is told of. */
export type AttributedOrder = DerivedOrder & { clickId: string };

/**
 * A recorded order as it was derived, to report again; null when it has no click to be
 * attributed to (or predates recording its name).
 */
export function recordedOrder(row: typeof conversions.$inferSelect): AttributedOrder | null {
  if (!row.clickId || !row.domain) return null;
  return {
    orderId: row.orderId,
    domain: row.domain,
    clickId: row.clickId,
    amount: row.amount,
    currency: 'USD',
    discount: row.discount,
    items: row.items as OrderItem[],
    status: row.status,
  };
}

/**
 * The lead for a visitor who went on to acquire `domain` at the registrar: one item at the
 * configured lead value, with the configured status. The browser chooses neither.
 */
export function leadOrder(
  orderId: string,
  domain: string,
  clickId: string | null,
  terms: LeadTerms,
): DerivedOrder {
  return {
    orderId,
    domain,
    clickId,
    amount: terms.valueUsd,
    currency: 'USD',
    discount: 0,
    items: [{ sku: domain, quantity: 1, unitPrice: terms.valueUsd, discount: 0 }],
    status: terms.status,
  };
}
