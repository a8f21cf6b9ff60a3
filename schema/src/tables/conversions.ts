import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * Affiliate conversions, one per orderId, with the outcome of the upstream tracking call.
 * The worker derives every figure from its own data; `domain` is the name ordered, and the
 * two indexes count a visitor's and a name's recent orders for the caps.
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
    /**
     * Random per request that wrote the row: a retried insert whose first try committed
     * unseen recognises its own row by it, where a concurrent request (same visitor, same
     * millisecond) would not.
     */
    writtenBy: text('written_by'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [
    index('conversions_visitor_created_idx').on(t.visitorId, t.createdAt),
    index('conversions_domain_created_idx').on(t.domain, t.createdAt),
  ],
);
