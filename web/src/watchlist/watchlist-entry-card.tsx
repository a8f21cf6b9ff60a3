import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LookalikeNote, StatusBadge } from '../domains/index.ts';
import { formatDate } from '../format/format-date.ts';
import { ListingSourceNote } from '../sample-data/listing-source-note.tsx';
import { fqdnOf } from '../ui/fqdn.ts';
import { HeadlineValue, headlineOfDomain } from '../valuation/index.ts';
import { expiryCountdown } from './expiry-countdown.ts';
import { LifecyclePanel } from './lifecycle-panel.tsx';
import { unwatchDomain } from './watchlist-api.ts';

/**
 * One watched name: its status, headline value with range and sale chance, expiry countdown,
 * its place in the registry lifecycle and a remove button.
 */
export function WatchlistEntryCard({ entry, onOpen }: { entry: WatchlistEntry; onOpen: () => void }) {
  const [removing, setRemoving] = useState(false);
  const { domain } = entry;
  const fqdn = fqdnOf(domain);
  return (
    <article aria-label={fqdn} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-lg break-all">
            <button type="button" className="link link-hover text-left" onClick={onOpen}>
              {fqdn}
            </button>
          </h2>
          <StatusBadge status={domain.status} />
        </div>
        <LookalikeNote lookalike={domain.lookalike} />
        <HeadlineValue headline={headlineOfDomain(domain)} />
        <p className="text-sm font-medium" data-testid="countdown">
          {expiryCountdown(domain.expiryDate)}
        </p>
        <ListingSourceNote domain={domain} compact />
        <LifecyclePanel entry={entry} />
        <p className="text-xs text-base-content/70">Added {formatDate(entry.dateAdded)}</p>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-sm text-error"
            aria-label={`Remove ${fqdn} from watchlist`}
            disabled={removing}
            onClick={async () => {
              setRemoving(true);
              await unwatchDomain({ domainId: entry.domainId, fqdn });
              setRemoving(false);
            }}
          >
            <Trash2 aria-hidden="true" size={16} />
            Remove
          </button>
        </div>
      </div>
    </article>
  );
}
