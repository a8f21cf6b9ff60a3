import { Briefcase, Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useDomainDialogs } from '../domains/use-domain-dialogs.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { ErrorAlert } from '../ui/error-alert.tsx';
import { fqdnOf } from '../ui/fqdn.ts';
import { Spinner } from '../ui/spinner.tsx';
import { usePushAlerts } from '../watchlist/push-alerts-api.ts';
import { PushAlertsPanel } from '../watchlist/push-alerts-panel.tsx';
import { useWatchlist } from '../watchlist/watchlist-api.ts';
import { WatchlistEntryCard } from '../watchlist/watchlist-entry-card.tsx';
import { WatchlistFeedsPanel } from '../watchlist/watchlist-feeds.tsx';
import { useWatchlistFeeds } from '../watchlist/watchlist-feeds-api.ts';
import {
  orderWatchlist,
  type WatchlistOrder,
  watchlistOrderNames,
  watchlistOrders,
} from '../watchlist/watchlist-order.ts';

const title = `${productName} Watchlist`;

/** /watchlist: the visitor's watched names with their nested domains. */
export default function WatchlistPage() {
  usePageMeta({
    title,
    description:
      'The domain names you are watching: registry stage, predicted drop, estimated value and expiry countdowns.',
    path: '/watchlist',
  });
  const { data, error } = useWatchlist();
  const hasNames = data !== undefined && data.length > 0;
  const { data: feeds } = useWatchlistFeeds(hasNames);
  const { data: push } = usePushAlerts(hasNames);
  const { onOpen, dialogs } = useDomainDialogs();
  const [order, setOrder] = useState<WatchlistOrder>('drop');
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Eye aria-hidden="true" size={28} className="text-primary" />
          {title}
        </h1>
      </header>
      {data && data.length > 0 && feeds && (
        <WatchlistFeedsPanel state={feeds}>
          {push && <PushAlertsPanel state={push} domains={data.map((entry) => fqdnOf(entry.domain))} />}
        </WatchlistFeedsPanel>
      )}
      {error ? (
        <ErrorAlert title="Failed to load watchlist" error={error} fallback="Please try again later." />
      ) : !data ? (
        <Spinner size="lg" label="Loading watchlist" />
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg text-base-content/70">Your watchlist is empty.</p>
          <Link href="/" className="btn btn-primary">
            Browse Domains
          </Link>
        </div>
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm">
            Sort by
            <select
              className="select select-sm w-auto"
              value={order}
              onChange={(e) => setOrder(e.target.value as WatchlistOrder)}
            >
              {watchlistOrders.map((o) => (
                <option key={o} value={o}>
                  {watchlistOrderNames[o]}
                </option>
              ))}
            </select>
          </label>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {orderWatchlist(data, order).map((entry) => (
              <li key={entry.id}>
                <WatchlistEntryCard entry={entry} onOpen={() => onOpen(entry.domain)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="flex items-center gap-2 text-base-content/80">
        <Briefcase aria-hidden="true" size={18} className="text-primary" />
        <span>
          Own domain names? Weigh each renewal against its value in the{' '}
          <Link href="/portfolio" className="link link-primary">
            portfolio renewal planner
          </Link>
          : keep or drop.
        </span>
      </p>
      {dialogs}
    </div>
  );
}
