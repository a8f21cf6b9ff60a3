import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { companies } from './companies.ts';
import {
  ENDING_STATUSES_SQL,
  LISTED_STATUSES_SQL,
  listedEndKey,
  listedValueKey,
} from './listed-domain-keys.ts';

/**
 * Every name the product knows: company portfolios (company_id set) and the aftermarket
 * inventory. Values and scores are written by the valuation engine so search can sort and
 * filter on them with indexes; the analysis, metrics and history columns hold the engine's
 * derived figures that the API's Domain nests (analysis, metrics, history).
 */
export const domains = sqliteTable(
  'domains',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    extension: text('extension').notNull(),
    length: integer('length').notNull(),
    status: text('status').notNull(),
    expiryDate: text('expiry_date'),
    registrationDate: text('registration_date'),
    estimatedValue: integer('estimated_value').notNull(),
    estimatedValueMin: integer('estimated_value_min').notNull(),
    estimatedValueMax: integer('estimated_value_max').notNull(),
    seoScore: integer('seo_score').notNull(),
    trafficScore: integer('traffic_score').notNull(),
    brandabilityScore: integer('brandability_score').notNull(),
    potentialScore: integer('potential_score').notNull(),
    brandScore: integer('brand_score').notNull(),
    marketValue: integer('market_value').notNull(),
    trafficPotential: integer('traffic_potential').notNull(),
    registrar: text('registrar'),
    available: integer('available', { mode: 'boolean' }).notNull(),
    lastChecked: text('last_checked'),
    keywords: text('keywords').notNull().default(''),
    industry: text('industry').notNull(),
    companyId: integer('company_id').references(() => companies.id),
    acquisitionFee: integer('acquisition_fee'),
    registrationCost: integer('registration_cost'),
    isPremium: integer('is_premium', { mode: 'boolean' }).notNull().default(false),
    currentBid: integer('current_bid'),
    autoRenewalEnabled: integer('auto_renewal_enabled', { mode: 'boolean' }).notNull().default(false),
    keywordVolume: integer('keyword_volume').notNull().default(0),
    backlinks: integer('backlinks').notNull().default(0),
    referringDomains: integer('referring_domains').notNull().default(0),
    firstRegistered: text('first_registered'),
    lastOwner: text('last_owner'),
    priorUse: text('prior_use'),
    /** Where the row's listing facts came from (record-source.ts): 'sample' or 'import:<command> <file>'. */
    source: text('source').notNull().default('sample'),
    /** The marketplace or auction house an imported listing feed names; null for the sample aftermarket. */
    listingVenue: text('listing_venue'),
    /** The day an imported auction ends; a drop date is the expiry date. */
    auctionEndsOn: text('auction_ends_on'),
  },
  (t) => [
    uniqueIndex('domains_name_extension_idx').on(t.name, t.extension),
    index('domains_company_id_idx').on(t.companyId),
    index('domains_estimated_value_idx').on(t.estimatedValue),
    index('domains_expiring_com_idx')
      .on(t.expiryDate)
      .where(sql`${t.status} = 'expiring' and ${t.extension} = 'com'`),
    // Browsing a status without a keyword: one integer key per order, as the value-ranked
    // trigram index keys names (migration 0004), so a page is one range of one index.
    index('domains_listed_by_value_idx').on(t.status, listedValueKey).where(sql.raw(LISTED_STATUSES_SQL)),
    index('domains_listed_by_end_idx').on(t.status, listedEndKey).where(sql.raw(ENDING_STATUSES_SQL)),
  ],
);
