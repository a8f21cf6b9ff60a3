import type { Availability } from '@domainary/schema/contracts/availability.ts';
import type { DomainSources } from '@domainary/schema/contracts/domain-sources.ts';
import type { FigureSource } from '@domainary/schema/contracts/figure-source.ts';
import { recordSourceOf } from '@domainary/schema/record-source.ts';
import { estimated, estimateSources, SAMPLE, unknownBecause } from '../valuation/index.ts';
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

type StoredLinks = Pick<DomainRow, 'source' | 'backlinks' | 'referring_domains'>;

/**
 * A stored row's link counts, null where nobody measured them. No importer reads link
 * counts, so an imported row's zeros are unknown; and the seed writes zeros for a name it
 * gave no link profile (never used as a site), which are no more a measurement than those.
 */
export function storedLinkCounts(row: StoredLinks): {
  backlinks: number | null;
  referringDomains: number | null;
} {
  const profiled = recordSourceOf(row.source).kind === 'sample' && row.backlinks > 0;
  return {
    backlinks: profiled ? row.backlinks : null,
    referringDomains: profiled ? row.referring_domains : null,
  };
}

/**
 * A stored domain: the engine's estimates, and for the rest (listing facts, link counts, and
 * a company domain's industry, which is its company's) the seed's sample or the imported
 * file's; link counts as storedLinkCounts tells them.
 */
export function listedDomainSources(
  row: Pick<DomainRow, 'company_id'> & StoredLinks,
  answer: Availability,
): DomainSources {
  const facts = storedFactsSource(row.source);
  const links = storedLinkCounts(row).backlinks === null ? NO_LINK_DATA : SAMPLE;
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
