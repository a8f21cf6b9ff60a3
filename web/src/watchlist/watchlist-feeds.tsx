import type { WatchlistFeeds } from '@domainary/schema/contracts/watchlist-feeds.ts';
import { CalendarPlus, Rss } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { changeWatchlistFeeds } from './watchlist-feeds-api.ts';

const NOTHING_TO_ADD =
  'Nothing to add to a calendar yet: none of your watched names has an expiry date, a grace or redemption end, or a predicted drop. Names that were never registered have no expiry, and the drop radar adds dates once it has checked a name.';

/** A button that runs one feed change at a time. */
function FeedAction({ method, label }: { method: 'POST' | 'DELETE'; label: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-xs"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await changeWatchlistFeeds(method);
        setBusy(false);
      }}
    >
      {label}
    </button>
  );
}

/**
 * The watchlist's private feeds: a calendar subscription (offered only when it holds a date,
 * else why not) and an Atom feed of stage changes, with making new links (revoking the old)
 * and turning them off. The page's head links the Atom feed for feed readers to find.
 * `children` (the push alert settings) close the section.
 */
export function WatchlistFeedsPanel({ state, children }: { state: WatchlistFeeds; children?: ReactNode }) {
  const { feeds, calendarEvents } = state;
  if (feeds === null) {
    return (
      <section aria-labelledby="feeds-heading" className="rounded-box border border-base-300 p-4 text-sm">
        <h2 id="feeds-heading" className="font-semibold">
          Alerts without an account
        </h2>
        <p className="mt-1 text-base-content/70">Your private feed and calendar links are turned off.</p>
        <div className="mt-2">
          <FeedAction method="POST" label="Turn on feed links" />
        </div>
        <div className="mt-3">{children}</div>
      </section>
    );
  }
  return (
    <section aria-labelledby="feeds-heading" className="rounded-box border border-base-300 p-4 text-sm">
      <link
        rel="alternate"
        type="application/atom+xml"
        title="Watchlist stage changes"
        href={feeds.atomUrl}
      />
      <h2 id="feeds-heading" className="font-semibold">
        Alerts without an account
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {calendarEvents > 0 ? (
          <a href={feeds.calendarUrl} className="btn btn-outline btn-sm">
            <CalendarPlus aria-hidden="true" size={16} />
            Subscribe in your calendar
          </a>
        ) : null}
        <a href={feeds.atomUrl} className="btn btn-outline btn-sm" type="application/atom+xml">
          <Rss aria-hidden="true" size={16} />
          Atom feed of stage changes
        </a>
      </div>
      {calendarEvents === 0 && <p className="mt-2 text-base-content/70">{NOTHING_TO_ADD}</p>}
      {calendarEvents > 0 && (
        <p className="mt-2 text-base-content/70">
          The calendar holds {calendarEvents} {calendarEvents === 1 ? 'date' : 'dates'} and updates itself as
          your names move towards a drop.
        </p>
      )}
      <p className="mt-2 text-base-content/70">
        These links are private: anyone who has them can read your watchlist's alerts. Make new links to
        revoke the old ones.
      </p>
      <div className="mt-1 flex flex-wrap gap-1">
        <FeedAction method="POST" label="Make new links" />
        <FeedAction method="DELETE" label="Turn off feed links" />
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
