import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companies } from './companies.ts';

/** One availability check of a company's domain, with the provider that answered it. */
export const domainCheckResults = sqliteTable(
  'domain_check_results',
  {
    id: integer('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    isAvailable: integer('is_available', { mode: 'boolean' }).notNull(),
    registrar: text('registrar'),
    source: text('source').notNull(),
    lastChecked: text('last_checked').notNull(),
  },
  (t) => [index('domain_check_results_company_idx').on(t.companyId, t.lastChecked)],
);
