import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Publicly reported domain sales (seed/data/sales.csv): comparables and model calibration. */
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
  },
  (t) => [index('sales_extension_year_idx').on(t.extension, t.year), index('sales_domain_idx').on(t.domain)],
);
