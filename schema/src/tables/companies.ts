import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const companies = sqliteTable(
  'companies',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website').notNull(),
    industry: text('industry').notNull(),
    country: text('country').notNull(),
    rank: integer('rank').notNull().unique(),
    yearFounded: integer('year_founded').notNull(),
    employees: integer('employees').notNull(),
    revenueAmount: real('revenue_amount').notNull(),
    revenueCurrency: text('revenue_currency').notNull().default('USD'),
    description: text('description').notNull(),
    dateAdded: text('date_added').notNull(),
  },
  (t) => [
    index('companies_name_id_idx').on(t.name, t.id),
    index('companies_year_founded_id_idx').on(t.yearFounded, t.id),
    index('companies_employees_idx').on(t.employees),
    index('companies_industry_country_rank_idx').on(t.industry, t.country, t.rank),
    index('companies_country_rank_idx').on(t.country, t.rank),
  ],
);
