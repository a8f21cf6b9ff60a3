import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';

export const watchlistOrders = ['drop', 'added'] as const;
export type WatchlistOrder = (typeof watchlistOrders)[number];

export const watchlistOrderNames: Record<WatchlistOrder, string> = {
  drop: 'Predicted drop, soonest first',
  added: 'Recently added',
};

/**
 * The entries in the order asked: by predicted drop (earliest day first, then latest; names
 * without a prediction after, newest added first), or as the API lists them, newest added first.
 */
export function orderWatchlist(entries: readonly WatchlistEntry[], order: WatchlistOrder): WatchlistEntry[] {
  if (order === 'added') return [...entries];
  const key = (e: WatchlistEntry) => e.lifecycle.dropWindow;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const wa = key(a.entry);
      const wb = key(b.entry);
      if (wa && wb) return wa.earliest.localeCompare(wb.earliest) || wa.latest.localeCompare(wb.latest);
      if (wa || wb) return wa ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ entry }) => entry);
}
