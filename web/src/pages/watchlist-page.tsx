import { Briefcase, CalendarPlus, Eye } from 'lucide-react';
import { Link } from 'wouter';
import { useDomainDialogs } from '../domains/use-domain-dialogs.tsx';
import { usePageMeta } from '../page-meta/use-page-meta.ts';
import { productName } from '../site.ts';
import { calendarFeedPath, useWatchlist } from '../watchlist/watchlist-api.ts';
import { WatchlistEntryCard } from '../watchlist/watchlist-entry-card.tsx';

const title = `${productName} Watchlist`;

/** /watchlist: the visitor's watched names with their nested domains. */
export default function WatchlistPage() {
  usePageMeta({
    title,
    description: 'The domain names you are watching: status, estimated value and expiry countdowns.',
    path: '/watchlist',
  });
  const { data, error } = useWatchlist();
  const { onOpen, dialogs } = useDomainDialogs();
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex items-center gap-3 text-3xl font-bold">
          <Eye aria-hidden="true" size={28} className="text-primary" />
          {title}
        </h1>
        {data && data.length > 0 && (
          <a href={calendarFeedPath} className="btn btn-outline btn-sm" download="domainary-watchlist.ics">
            <CalendarPlus aria-hidden="true" size={16} />
            Add expiry dates to your calendar
          </a>
        )}
      </header>
      {error ? (
        <div role="alert" className="alert alert-error flex flex-col items-start">
          <p className="font-semibold">Failed to load watchlist</p>
          <p>Please try again later.</p>
        </div>
      ) : !data ? (
        <span className="loading loading-spinner loading-lg" role="status" aria-label="Loading watchlist" />
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-lg text-base-content/70">Your watchlist is empty.</p>
          <Link href="/" className="btn btn-primary">
            Browse Domains
          </Link>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.map((entry) => (
            <li key={entry.id}>
              <WatchlistEntryCard entry={entry} onOpen={() => onOpen(entry.domain)} />
            </li>
          ))}
        </ul>
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
