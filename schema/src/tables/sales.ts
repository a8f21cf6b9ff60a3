import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * Publicly reported domain sales (schema/data/sales.csv and `npm run import:sales`):
 * comparables, model calibration and the sales explorer.
 */
export const sales = sqliteTable(
  'sales',
  {
    id: integer('id').primaryKey(),
    domain: text('domain').notNull(),
    label: text('label').notNull(),
    extension: text('extension').notNull(),
    priceUsd: integer('price_usd').notNull(),
    year: integer('year').notNull(),
    source: text('source').notNull(),
    /** Where the sale happened as the report names it; '' when the report names no venue. */
    venue: text('venue').notNull().default(''),
    /** auction, marketplace or brokerage, by the venue rule; a sale without a venue was brokered. */
    channel: text('channel').notNull().default('brokerage'),
    /** The valuation engine's value of the name for the sale's channel, stored when the sale is loaded. */
    estimateUsd: integer('estimate_usd'),
  },
  // Each filter leads one index and every index carries the other filter columns, so any mix
  // of filters reads its matches off one index without touching the table.
  (t) => [
    uniqueIndex('sales_identity_idx').on(t.domain, t.priceUsd, t.year, t.venue),
    index('sales_extension_idx').on(t.extension, t.year, t.priceUsd, t.channel),
    index('sales_channel_idx').on(t.channel, t.year, t.priceUsd, t.extension),
    index('sales_year_idx').on(t.year, t.priceUsd, t.extension, t.channel),
    index('sales_price_idx').on(t.priceUsd, t.year, t.extension, t.channel),
  ],
);
