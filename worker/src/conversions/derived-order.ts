import { acquisitionPrice } from '@domainary/schema/contracts/acquisition-price.ts';
import { registrationPrice } from '@domainary/schema/reference/extension-prices.ts';
import type { conversions } from '@domainary/schema/tables/index.ts';
import type { DomainName } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import { domainRowsByName } from '../domains/data/domain-rows-by-name.ts';

/**
 * Orders are reported with the conversion input's default status, Accepted. The status is
 * the server's to set; the browser cannot choose it.
 */
export const ORDER_STATUS = 'Accepted';

export interface OrderItem {
  sku: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

/** A conversion as the worker reports it: every figure from our own data. */
export interface DerivedOrder {
  orderId: string;
  domain: string;
  clickId: string | null;
  amount: number;
  currency: 'USD';
  discount: number;
  items: OrderItem[];
  status: string;
}

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
 * The order for acquiring one name, priced as the site showed it: a listed name at its
 * listing price (bid, asking price or registration cost), any other name at its extension's
 * registration price. An offer or a backorder has no price anyone knows in advance: 0.
 */
export async function deriveOrder(
  db: Database,
  name: DomainName,
  orderId: string,
  clickId: string | null,
): Promise<DerivedOrder> {
  const domain = `${name.label}.${name.extension}`;
  const row = (await domainRowsByName(db, [name])).get(domain);
  const amount = row
    ? (acquisitionPrice({
        status: row.status,
        currentBid: row.current_bid,
        acquisitionFee: row.acquisition_fee,
        registrationCost: row.registration_cost,
      }) ?? 0)
    : registrationPrice(name.extension);
  return {
    orderId,
    domain,
    clickId,
    amount,
    currency: 'USD',
    discount: 0,
    items: [{ sku: domain, quantity: 1, unitPrice: amount, discount: 0 }],
    status: ORDER_STATUS,
  };
}
