import type { Domain, DomainStatus } from '@domainary/schema/contracts/domains.ts';
import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import { recordSourceOf } from '@domainary/schema/record-source.ts';
import { sampleAnswer } from '../availability/registry-provider.ts';
import type { DomainRow } from './data/domain-row.ts';
import { listedDomainSources, storedLinkCounts } from './domain-sources.ts';
import type { EngineFigures } from './engine-figures.ts';
import { lookalikeOf } from './lookalike-name.ts';

const DAY_MS = 86_400_000;

/** Whole days until the expiry date (UTC midnight), rounded up, at least 0; null without a date. */
function daysUntilExpiry(expiryDate: string | null, now: Date): number | null {
  if (!expiryDate) return null;
  const ms = Date.parse(`${expiryDate.slice(0, 10)}T00:00:00Z`) - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** The seed stores the engine's word split comma-separated. */
const keywordsOf = (stored: string) => stored.split(',').filter((w) => w.length > 0);

/** The name as the sales table keys it. */
export const fqdnOfRow = (row: Pick<DomainRow, 'name' | 'extension'>) => `${row.name}.${row.extension}`;

/**
 * A stored domain as the API answers it, with the name's own reported sales and what the
 * engine adds (`engineFiguresOf`) beside it.
 */
export function toDomain(
  row: DomainRow,
  now: Date,
  reportedSales: readonly ReportedSale[],
  figures: EngineFigures,
  availability = sampleAnswer(row),
): Domain {
  return {
    id: row.id,
    name: row.name,
    extension: row.extension,
    status: row.status as DomainStatus,
    expiryDate: row.expiry_date,
    registrationDate: row.registration_date,
    estimatedValue: figures.valued ? row.estimated_value : null,
    estimatedValueMin: figures.valued ? row.estimated_value_min : null,
    estimatedValueMax: figures.valued ? row.estimated_value_max : null,
    valueRangeNote: figures.valued ? figures.valueRangeNote : null,
    headlineChannel: figures.headlineChannel,
    saleChance: figures.saleChance,
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
      similarSales: [...figures.similarSales],
      auctionValue: figures.auctionValue,
      autoRenewalEnabled: row.auto_renewal_enabled === 1,
      daysUntilExpiry: daysUntilExpiry(row.expiry_date, now),
    },
    metrics: {
      keywordVolume: row.keyword_volume,
      ...storedLinkCounts(row),
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
    lookalike: lookalikeOf(row.name, row.extension),
  };
}
