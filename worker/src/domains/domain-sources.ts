import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainSources } from '@domainary/schema/contracts/domain-sources.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import { recordSourceOf } from '@domainary/schema/record-source.ts';
import { estimated, estimateSources, SAMPLE, unknownBecause } from '../valuation/estimate-sources.ts';
import type { DomainRow } from './data/domain-row.ts';
import { listedRegistryFactSources, unlistedRegistryFactSources } from './registry-fact-sources.ts';

const LIST_PRICE = estimated('extension-list-price');

const NOT_LISTED = unknownBecause('not listed for sale on Domainary');
const NO_LINK_DATA = unknownBecause('no link index measured this name');

/** Where a stored row's own facts came from: the seed's sample, or the file that replaced it. */
function storedFactsSource(stored: string): FigureSource {
  const record = recordSourceOf(stored);
  return record.kind === 'sample' ? SAMPLE : { kind: 'imported', from: record.importedFrom ?? 'an import' };
}

/**
 * A stored domain: the engine's estimates, and for the rest (listing facts, link counts, and
 * a company domain's industry, which is its company's) the seed's sample or the imported
 * file's. No importer reads link counts, so an imported row's are unknown, not its zeros.
 */
export function listedDomainSources(
  row: Pick<DomainRow, 'company_id' | 'source'>,
  answer: Availability,
): DomainSources {
  const facts = storedFactsSource(row.source);
  const links = facts.kind === 'sample' ? SAMPLE : NO_LINK_DATA;
  return {
    ...listedRegistryFactSources(answer, facts),
    ...estimateSources(row.company_id === null ? undefined : facts),
    acquisitionFee: facts,
    currentBid: facts,
    autoRenewalEnabled: facts,
    registrationCost: LIST_PRICE,
    backlinks: links,
    referringDomains: links,
  };
}

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
