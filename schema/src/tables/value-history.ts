import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { domains } from './domains.ts';

export const valueHistory = sqliteTable(
  'value_history',
  {
    id: integer('id').primaryKey(),
    domainId: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'cascade' }),
    recordDate: text('record_date').notNull(),
    estimatedValue: integer('estimated_value').notNull(),
    seoScore: integer('seo_score').notNull(),
    trafficPotential: integer('traffic_potential').notNull(),
    reason: text('reason'),
  },
  (t) => [index('value_history_domain_date_idx').on(t.domainId, t.recordDate)],
);
