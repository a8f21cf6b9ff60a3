import type { Domain, DomainStatus, SimilarSale } from '@domainary/schema/contracts/domains.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { recordSourceOf, SAMPLE_SOURCE } from '@domainary/schema/record-source.ts';
import { LRUCache } from 'lru-cache';
import { sampleAnswer } from '../availability/registry-provider.ts';
import { comparableSales } from '../valuation/engine/comparables.ts';
import { nameFeatures } from '../valuation/engine/features.ts';
import { channelValueOf } from '../valuation/engine/value-name.ts';
import type { DomainRow } from './data/domain-row.ts';
import { listedDomainSources } from './domain-sources.ts';

const DAY_MS = 86_400_000;
const SIMILAR_SALES = 3;

/** Whole days until the expiry date (UTC midnight), rounded up, at least 0; null without a date. */
export function daysUntilExpiry(expiryDate: string | null, now: Date): number | null {
  if (!expiryDate) return null;
  const ms = Date.parse(`${expiryDate.slice(0, 10)}T00:00:00Z`) - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/**
 * Comparables are a pure function of the name and the bundled sales index, and one search
 * page scores the same common word's sales for every result (the domain search scenarios of
 * `npm run bench` show the cost): names a visitor sees again, in the isolate's lifetime,
 * reuse the answer.
 */
const similarSalesByName = new LRUCache<string, SimilarSale[]>({ max: 20_000 });

/**
 * Real reported sales most like the name, from the engine's index of the sales data, each
 * carried by its channel's index to the prices of `asOf` (undefined: the latest data).
 */
export function similarSalesOf(name: string, extension: string, asOf?: number): SimilarSale[] {
  const key = `${name}.${extension} ${asOf ?? ''}`;
  const known = similarSalesByName.get(key);
  if (known) return known.map((sale) => ({ ...sale }));
  const sales = comparableSales(nameFeatures(name, extension), SIMILAR_SALES, asOf).map((sale) => ({
    ...sale,
    price: Math.round(sale.price),
  }));
  similarSalesByName.set(key, sales);
  return sales.map((sale) => ({ ...sale }));
}

/** The seed stores the engine's word split comma-separated. */
const keywordsOf = (stored: string) => stored.split(',').filter((w) => w.length > 0);

/** The name as the sales table keys it. */
export const fqdnOfRow = (row: Pick<DomainRow, 'name' | 'extension'>) => `${row.name}.${row.extension}`;

/** A stored domain as the API answers it, with the name's own reported sales beside it. */
export function toDomain(
  row: DomainRow,
  now: Date,
  reportedSales: readonly ReportedSale[],
  availability = sampleAnswer(row),
): Domain {
  return {
    id: row.id,
    name: row.name,
    extension: row.extension,
    status: row.status as DomainStatus,
    expiryDate: row.expiry_date,
    registrationDate: row.registration_date,
    estimatedValue: row.estimated_value,
    estimatedValueMin: row.estimated_value_min,
    estimatedValueMax: row.estimated_value_max,
    seoScore: row.seo_score,
    trafficScore: row.traffic_score,
    brandabilityScore: row.brandability_score,
    potentialScore: row.potential_score,
    brandScore: row.brand_score,
    registrar: row.registrar,
    available: row.available === 1,
    lastChecked: row.last_checked,
    keywords: keywordsOf(row.keywords),
    industry: row.industry,
    companyId: row.company_id,
    acquisitionFee: row.acquisition_fee,
    registrationCost: row.registration_cost,
    isPremium: row.is_premium === 1,
    currentBid: row.current_bid,
    reportedSales: [...reportedSales],
    analysis: {
      marketValue: row.market_value,
      trafficPotential: row.traffic_potential,
      similarSales: similarSalesOf(row.name, row.extension),
      auctionValue: channelValueOf(row.name, row.extension, 'auction'),
      autoRenewalEnabled: row.auto_renewal_enabled === 1,
      daysUntilExpiry: daysUntilExpiry(row.expiry_date, now),
    },
    metrics: {
      keywordVolume: row.keyword_volume,
      // Only the seed writes link counts; an importer's zeros mean nobody measured them.
      backlinks: row.source === SAMPLE_SOURCE ? row.backlinks : null,
      referringDomains: row.source === SAMPLE_SOURCE ? row.referring_domains : null,
    },
    history: {
      firstRegistered: row.first_registered,
      lastOwner: row.last_owner,
      priorUse: row.prior_use,
    },
    availability,
    recordSource: recordSourceOf(row.source),
    listingVenue: row.listing_venue,
    auctionEndsOn: row.auction_ends_on,
    sources: listedDomainSources(row, availability),
  };
}
