import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Affiliate leads, one per orderId, with the outcome of the upstream tracking call. The site
 * refers a visitor to a registrar and never sees the sale, so each is reported as a lead: the
 * operator's configured lead value and status, until the network confirms or declines it.
 * `domain` is the name the visitor went on to acquire; the two indexes count a client
 * address's and a name's recent orders for the caps.
 */
export const conversions = sqliteTable(
  'conversions',
  {
    id: integer('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    visitorId: text('visitor_id').notNull(),
    clickId: text('click_id'),
    amount: real('amount').notNull(),
    currency: text('currency').notNull(),
    discount: real('discount').notNull(),
    coupon: text('coupon'),
    items: text('items', { mode: 'json' }).notNull(),
    status: text('status').notNull(),
    upstreamState: text('upstream_state', { enum: ['pending', 'sent', 'failed', 'skipped'] }).notNull(),
    upstreamSubmissionId: text('upstream_submission_id'),
    upstreamReceivedAt: text('upstream_received_at'),
    upstreamError: text('upstream_error'),
    /** Calls made to the network for this order; a replay of a failed one tries again, up to a cap. */
    upstreamAttempts: integer('upstream_attempts').notNull().default(0),
    domain: text('domain'),
    /** The client address the order came from (an IPv6 /64 as one), which the caps count by. */
    clientKey: text('client_key'),
    /**
     * The client's network (an IPv4 /24, an IPv6 /48): a name's daily cap counts a waiting
     * lead only against the network that placed it. Null on orders from before it was kept.
     */
    clientNetwork: text('client_network'),
    /** When the network or registrar confirmed or declined the lead; null while it waits. */
    settledAt: text('settled_at'),
    /**
     * Random per request that wrote the row: a retried insert whose first try committed
     * unseen recognises its own row by it, where a concurrent request (same visitor, same
     * millisecond) would not.
     */
    writtenBy: text('written_by'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('conversions_client_created_idx').on(t.clientKey, t.createdAt),
    index('conversions_domain_created_idx').on(t.domain, t.createdAt),
  ],
);
