import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { formatDate } from '../format/format-date.ts';
import { SampleDataNote } from './sample-data-note.tsx';

/** What the seed generates about a stored name, in the words of the screens that show it. */
const GENERATED_LISTING_FACTS = 'status, asking price, bid, dates, registrar and last owner are generated.';

/**
 * Where a stored name's listing facts come from: "Sample data" when the seed generated them,
 * the feed, venue and auction end when an operator imported them; nothing for a name not
 * stored (its status says how it was checked).
 */
export function ListingSourceNote({
  domain,
  compact = false,
}: {
  domain: DomainCandidate;
  compact?: boolean;
}) {
  const source = domain.recordSource;
  if (!source) return null;
  if (source.kind === 'sample') return <SampleDataNote what={GENERATED_LISTING_FACTS} compact={compact} />;
  const parts = [
    domain.listingVenue ? `Listed at ${domain.listingVenue}` : 'Listing',
    domain.auctionEndsOn ? `auction ends ${formatDate(domain.auctionEndsOn)}` : null,
    `imported from ${source.importedFrom}`,
  ].filter((part) => part !== null);
  return (
    <p className="text-xs text-base-content/70" data-listing-source="import">
      {parts.join('; ')}.
    </p>
  );
}
