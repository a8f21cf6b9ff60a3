import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { auctionEndText } from './auction-end.ts';

/**
 * An auction's end on its card, in place of days to expiry (an auctioned name has expired
 * already): from the imported feed's end day, or the sample's, named as sample.
 */
export function AuctionEnd({ domain }: { domain: DomainCandidate }) {
  const text = auctionEndText(domain.auctionEndsOn);
  if (text === null) return <p className="text-sm text-base-content/70">Auction end not known</p>;
  return (
    <p className="text-sm font-medium" data-testid="auction-end">
      {text}
      {domain.recordSource?.kind === 'sample' && (
        <span className="font-normal text-base-content/70"> · sample end date</span>
      )}
    </p>
  );
}
