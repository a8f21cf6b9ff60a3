import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainSources } from '@domainary/schema/contracts/domain-sources.ts';
import { estimated, estimateSources, SAMPLE, unknownBecause } from '../valuation/estimate-sources.ts';
import type { DomainRow } from './data/domain-row.ts';
import { listedRegistryFactSources, unlistedRegistryFactSources } from './registry-fact-sources.ts';

const LIST_PRICE = estimated('extension-list-price');

/**
 * A stored domain: the engine's estimates, and the seed's sample for the rest (listing
 * facts, link counts, and a company domain's industry, which is its company's).
 */
export function listedDomainSources(row: Pick<DomainRow, 'company_id'>, answer: Availability): DomainSources {
  return {
    ...listedRegistryFactSources(answer),
    ...estimateSources(row.company_id === null ? undefined : SAMPLE),
    acquisitionFee: SAMPLE,
    currentBid: SAMPLE,
    autoRenewalEnabled: SAMPLE,
    registrationCost: LIST_PRICE,
    backlinks: SAMPLE,
    referringDomains: SAMPLE,
  };
}

const NOT_LISTED = unknownBecause('not listed for sale on Domainary');
const NO_LINK_DATA = unknownBecause('no link index measured this name');

/** A name valued on the spot: estimates and the provider's answer, nothing else known. */
export function unlistedDomainSources(answer: Availability): DomainSources {
  return {
    ...unlistedRegistryFactSources(answer),
    ...estimateSources(),
    acquisitionFee: NOT_LISTED,
    currentBid: NOT_LISTED,
    autoRenewalEnabled: unknownBecause('Domainary holds no registration record for this name'),
    registrationCost: LIST_PRICE,
    backlinks: NO_LINK_DATA,
    referringDomains: NO_LINK_DATA,
  };
}
