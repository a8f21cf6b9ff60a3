import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { companyRankHeads } from '../company-counts.ts';

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
    // companyNameSortKey(name) (schema/src/company-name-sort-key.ts): names in reading order.
    // Last, where the migration that added it put it: the seed loader inserts by position.
    nameSortKey: text('name_sort_key').notNull(),
    // Where the row and its rank came from (record-source.ts): 'sample' when the seed generated
    // them, 'import:<command> <file>' when an importer wrote them. After the name key, as added.
    source: text('source').notNull().default('sample'),
    rankSource: text('rank_source').notNull().default('sample'),
    // The company's place in name order (name key, then id) and in founding order (year, then
    // id), 1 to N, renumbered whenever companies are written (company-orders.ts); 0 or -id
    // until numbered. They key the keyword indexes kept in those orders (migration 0032).
    nameOrder: integer('name_order').notNull().default(0),
    foundedOrder: integer('founded_order').notNull().default(0),
  },
  // Each index carries every filter column, so a search reads index entries only. The
  // first three deliver the three sort orders (walked with the filters applied); the rest
  // narrow a selective search before it is sorted. worker/src/companies/company-plan.ts
  // chooses between them with exact counts from company_counts.
  (t) => [
    // The name key too: a rank range sorted by name is read and sorted from this index alone.
    index('companies_rank_filters_idx').on(
      t.rank,
      t.industry,
      t.country,
      t.yearFounded,
      t.employees,
      t.nameSortKey,
    ),
    index('companies_name_id_filters_idx').on(
      t.nameSortKey,
      t.id,
      t.industry,
      t.country,
      t.rank,
      t.yearFounded,
      t.employees,
    ),
    // The name key last here and in the head-count index: a founding year or head-count range
    // sorted by name is read and sorted from the index alone, fetching no row.
    index('companies_founded_id_filters_idx').on(
      t.yearFounded,
      t.id,
      t.industry,
      t.country,
      t.rank,
      t.employees,
      t.nameSortKey,
    ),
    // Rank next to the equal filters: the default rank order within a country (and industry).
    // The name key last: an industry's companies in one country sorted by name need no row.
    index('companies_industry_country_rank_idx').on(
      t.industry,
      t.country,
      t.rank,
      t.yearFounded,
      t.employees,
      t.nameSortKey,
    ),
    // Rank next to an equal industry alone: an industry's companies in rank order are a short
    // walk, where the directory's rank order holds them a twentieth apart.
    index('companies_industry_rank_idx').on(
      t.industry,
      t.rank,
      t.country,
      t.yearFounded,
      t.employees,
      t.nameSortKey,
    ),
    index('companies_country_rank_idx').on(t.country, t.rank, t.yearFounded, t.employees, t.industry),
    // Year next to an equal industry or country: a founded range narrows within it, and id
    // after the year keeps the founded order there.
    index('companies_industry_founded_idx').on(
      t.industry,
      t.yearFounded,
      t.id,
      t.employees,
      t.country,
      t.rank,
    ),
    index('companies_country_founded_idx').on(
      t.country,
      t.yearFounded,
      t.id,
      t.employees,
      t.industry,
      t.rank,
    ),
    // Name next to an equal country or industry: a name-ordered page within it is a short
    // walk, where the directory's name order holds a country's companies far apart.
    index('companies_country_name_idx').on(
      t.country,
      t.nameSortKey,
      t.id,
      t.industry,
      t.rank,
      t.yearFounded,
      t.employees,
    ),
    index('companies_industry_name_idx').on(
      t.industry,
      t.nameSortKey,
      t.id,
      t.country,
      t.rank,
      t.yearFounded,
      t.employees,
    ),
    // Each head of the directory (the top rank ranges) in name and in founded order: a top
    // range sorted so walks its own companies instead of skipping the many ranked below it.
    ...companyRankHeads.flatMap(({ maxRank }) => {
      const inHead = sql`${t.rank} <= ${sql.raw(String(maxRank))}`;
      return [
        index(`companies_top_${maxRank}_name_idx`)
          .on(t.nameSortKey, t.id, t.industry, t.country, t.rank, t.yearFounded, t.employees)
          .where(inHead),
        index(`companies_top_${maxRank}_founded_idx`)
          .on(t.yearFounded, t.id, t.industry, t.country, t.rank, t.employees)
          .where(inHead),
      ];
    }),
    index('companies_employees_filters_idx').on(
      t.employees,
      t.industry,
      t.country,
      t.rank,
      t.yearFounded,
      t.nameSortKey,
    ),
    // A keyword walk in name or founding order finds each entry's company by its ordinal here,
    // with every filter column, as the rank walk does in companies_rank_filters_idx.
    index('companies_name_order_filters_idx').on(
      t.nameOrder,
      t.industry,
      t.country,
      t.rank,
      t.yearFounded,
      t.employees,
    ),
    index('companies_founded_order_filters_idx').on(
      t.foundedOrder,
      t.industry,
      t.country,
      t.rank,
      t.yearFounded,
      t.employees,
    ),
    // Keyed by id and holding every sort and filter column: a keyword search checks each
    // match here, where a row (a quarter of it the description) would read about 4x the pages.
    index('companies_id_sorts_filters_idx').on(
      t.id,
      t.rank,
      t.nameSortKey,
      t.yearFounded,
      t.industry,
      t.country,
      t.employees,
    ),
  ],
);
