import { integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Affiliate conversions, one per orderId, with the outcome of the upstream tracking call. */
export const conversions = sqliteTable('conversions', {
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
  createdAt: text('created_at').notNull(),
});
