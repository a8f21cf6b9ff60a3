/** A line of an order as the network receives it. */
export interface OrderItem {
  sku: string;
  quantity: number;
  unitPrice: number;
  discount: number;
}

/** A conversion as the worker reports it: a lead, every figure from the operator's terms. */
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

/** What the network answered when an order was reported. */
export type UpstreamOutcome =
  | { state: 'sent'; submissionId: string; receivedAt: string }
  | { state: 'failed'; error: string };
