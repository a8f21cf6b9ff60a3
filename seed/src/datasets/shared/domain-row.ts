import { registrationPrice } from '@domainary/schema/reference/extension-prices.ts';
import type { domains } from '@domainary/schema/tables/index.ts';
import type { NameValuation } from '@domainary/worker/valuation/engine/index.ts';

/** What the seed decides about a name; the valuation engine supplies everything else. */
export interface DomainFacts {
  id: number;
  status: string;
  available: boolean;
  companyId: number | null;
  /** The holder's industry; names without a holder take the engine's guess. */
  industry: string | null;
  registrationDate: string | null;
  expiryDate: string | null;
  registrar: string | null;
  lastChecked: string;
  acquisitionFee: number | null;
  currentBid: number | null;
  isPremium: boolean;
  autoRenewalEnabled: boolean;
  backlinks: number;
  referringDomains: number;
  firstRegistered: string | null;
  lastOwner: string | null;
  priorUse: string | null;
  /** Who wrote the row: SAMPLE_SOURCE for the seed, importSource(...) for an importer. */
  source: string;
}

/** What a domain row takes from the valuation engine. */
export type RowValuation = Pick<
  NameValuation,
  'label' | 'extension' | 'estimatedValue' | 'valueRange' | 'scores' | 'words' | 'industry' | 'keywordVolume'
>;

/**
 * What a row stores for a name the engine gives no number (names nobody buys): the $10 floor
 * of every value, so such names sort below the valued ones. It is an order key, never shown:
 * the API asks the engine on every read and answers null for such a name.
 */
const NO_NUMBER_ORDER_KEY = 10;

/** The value a row stores and sorts by: the engine's headline value, or the order key of a name it gives no number. */
export const storedValue = (valuation: Pick<RowValuation, 'estimatedValue'>): number =>
  valuation.estimatedValue ?? NO_NUMBER_ORDER_KEY;

export function domainRow(facts: DomainFacts, valuation: RowValuation): typeof domains.$inferInsert {
  const { scores } = valuation;
  const range = valuation.valueRange ?? { min: NO_NUMBER_ORDER_KEY, max: NO_NUMBER_ORDER_KEY };
  return {
    id: facts.id,
    name: valuation.label,
    extension: valuation.extension,
    length: valuation.label.length,
    status: facts.status,
    expiryDate: facts.expiryDate,
    registrationDate: facts.registrationDate,
    estimatedValue: storedValue(valuation),
    estimatedValueMin: range.min,
    estimatedValueMax: range.max,
    seoScore: scores.seoScore,
    trafficScore: scores.trafficScore,
    brandabilityScore: scores.brandabilityScore,
    potentialScore: scores.potentialScore,
    brandScore: scores.brandScore,
    marketValue: scores.marketValue,
    trafficPotential: scores.trafficPotential,
    registrar: facts.registrar,
    available: facts.available,
    lastChecked: facts.lastChecked,
    keywords: valuation.words.join(','),
    industry: facts.industry ?? valuation.industry,
    companyId: facts.companyId,
    acquisitionFee: facts.acquisitionFee,
    registrationCost: registrationPrice(valuation.extension),
    isPremium: facts.isPremium,
    currentBid: facts.currentBid,
    autoRenewalEnabled: facts.autoRenewalEnabled,
    keywordVolume: valuation.keywordVolume,
    backlinks: facts.backlinks,
    referringDomains: facts.referringDomains,
    firstRegistered: facts.firstRegistered,
    lastOwner: facts.lastOwner,
    priorUse: facts.priorUse,
    source: facts.source,
  };
}

/**
 * Backlinks and referring domains for a site of a given authority (0 = never used,
 * 1 = among the most linked sites): log-normal around the authority, with the few-to-many
 * ratio of links per linking site that crawlers report.
 */
export function linkProfile(
  authority: number,
  noise: number,
  spread: number,
): { backlinks: number; referringDomains: number } {
  if (authority <= 0) return { backlinks: 0, referringDomains: 0 };
  const backlinks = Math.max(0, Math.round(10 ** (authority * 8 + noise * 0.45) - 1));
  const perDomain = 3 + spread * 40;
  return { backlinks, referringDomains: Math.min(backlinks, Math.round(backlinks / perDomain)) };
}
