import type { DomainCandidate } from '@domainary/schema/contracts/domains.ts';
import { useCurrency } from '../currency/use-currency.ts';
import { ListingSourceNote } from '../sample-data/listing-source-note.tsx';
import { fqdnOf } from '../ui/fqdn.ts';
import { CHANNEL_LABELS, HeadlineValue, headlineOfDomain } from '../valuation/index.ts';
import { WatchButton } from '../watchlist/index.ts';
import { AuctionEnd } from './auction-end-note.tsx';
import { AvailabilityNote } from './availability-note.tsx';
import { figureNames } from './figure-names.ts';
import { daysLeft, daysLeftLabel, primaryAction } from './listing-display.ts';
import { LookalikeNote } from './lookalike-note.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The name as people read it: an internationalised name in Unicode. */
export const shownFqdnOf = (d: DomainCandidate) => `${d.unicodeName ?? d.name}.${d.extension}`;

/** A result card: status, days left when expiring, the current bid at auction, the headline value with its range and sale chance, and scores. */
export function DomainCard({
  domain,
  onOpen,
  onPrimary,
}: {
  domain: DomainCandidate;
  onOpen: (d: DomainCandidate) => void;
  onPrimary: (d: DomainCandidate) => void;
}) {
  const { formatPrice } = useCurrency();
  const fqdn = shownFqdnOf(domain);
  const left = domain.status === 'expiring' ? daysLeft(domain.expiryDate) : null;
  const action = primaryAction(domain.status);
  return (
    <article aria-label={fqdn} className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="card-title text-lg break-all">
            <button type="button" className="link link-hover text-left" onClick={() => onOpen(domain)}>
              {fqdn}
            </button>
          </h3>
          <StatusBadge status={domain.status} />
        </div>
        {domain.unicodeName && (
          <p className="-mt-2 text-xs text-base-content/70 break-all">
            <span className="sr-only">Registered as </span>
            {fqdnOf(domain)}
          </p>
        )}
        <LookalikeNote lookalike={domain.lookalike} />
        {left !== null && <p className="text-sm font-medium text-warning-content">{daysLeftLabel(left)}</p>}
        {domain.status === 'auction' && (
          <>
            <p className="text-sm">
              Current bid: <span className="font-semibold">{formatPrice(domain.currentBid)}</span>
            </p>
            <AuctionEnd domain={domain} />
          </>
        )}
        <HeadlineValue headline={headlineOfDomain(domain)} />
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {domain.headlineChannel !== 'auction' && (
            <div className="col-span-3">
              <dt className="text-base-content/70">{CHANNEL_LABELS.auction.label}</dt>
              <dd className="tabular-nums">
                {domain.analysis.auctionValue.value === null
                  ? CHANNEL_LABELS.auction.rarely
                  : formatPrice(domain.analysis.auctionValue.value)}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-base-content/70">SEO</dt>
            <dd className="tabular-nums">{domain.seoScore}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">Brand</dt>
            <dd className="tabular-nums">{domain.brandScore}</dd>
          </div>
          <div>
            <dt className="text-base-content/70">{figureNames.trafficScore.label}</dt>
            <dd className="tabular-nums">{domain.trafficScore}</dd>
          </div>
        </dl>
        <AvailabilityNote availability={domain.availability} />
        <ListingSourceNote domain={domain} compact />
        <div className="card-actions items-center justify-end">
          <WatchButton fqdn={fqdnOf(domain)} lookalike={domain.lookalike} />
          <button
            type="button"
            className={`btn btn-sm ${action === 'View Details' ? 'btn-outline' : 'btn-primary'}`}
            onClick={() => (action === 'View Details' ? onOpen(domain) : onPrimary(domain))}
          >
            {action}
          </button>
        </div>
      </div>
    </article>
  );
}
