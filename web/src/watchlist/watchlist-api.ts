import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { errorMessageOf } from '../api/error-message.ts';
import { withQuery } from '../api/with-query.ts';
import { toast } from '../toast/toast-store.ts';
import { fqdnOf } from '../ui/fqdn.ts';
import { refreshWatchlistFeeds } from './watchlist-feeds-api.ts';

/** The public API's watchlist calls carry userId=1; the server scopes by the visitor cookie and ignores it. */
const USER_ID = 1;
const watchlistKey = withQuery('/api/watchlist', { userId: USER_ID });

export const useWatchlist = () => useSWR<WatchlistEntry[]>(watchlistKey);

/** Drops the cached list and refetches it where it is shown (cached answers never go stale on their own). */
async function refreshWatchlist() {
  await Promise.all([mutate(watchlistKey, undefined), refreshWatchlistFeeds()]);
}

/** Adds any name (`bakery.com`), listed or not, to the visitor's watchlist and says how it went. */
export async function watchDomain(fqdn: string): Promise<void> {
  try {
    await apiRequest('/api/watchlist', { method: 'POST', body: { domain: fqdn, userId: USER_ID } });
    toast({ title: 'Added to Watchlist', description: `${fqdn} is on your watchlist.` });
    await refreshWatchlist();
  } catch (error) {
    console.error('watchlist add failed', error);
    toast({
      title: 'Error',
      // A refusal the server explains (a full watchlist, too many requests) is shown as it says.
      description: errorMessageOf(error, 'Failed to add domain to watchlist. Please try again.'),
      variant: 'destructive',
    });
  }
}

/**
 * Removes a watched name (by its domain id when it is listed, as the public API's clients
 * do, else by the name) and says so in a toast (or why it failed). The list drops the entry
 * at once and keeps every other entry on screen throughout (an optimistic update); a failed
 * removal puts the entry back, and the list is then read again from the server.
 */
export async function unwatchDomain(domain: { domainId: number | null; fqdn: string }): Promise<void> {
  const which = domain.domainId === null ? { domain: domain.fqdn } : { domainId: domain.domainId };
  const isRemoved = (entry: WatchlistEntry) =>
    domain.domainId === null ? fqdnOf(entry.domain) === domain.fqdn : entry.domainId === domain.domainId;
  const without = (entries: WatchlistEntry[] | undefined) => entries?.filter((entry) => !isRemoved(entry));
  try {
    await mutate<WatchlistEntry[]>(
      watchlistKey,
      async (entries) => {
        await apiRequest(withQuery('/api/watchlist', { userId: USER_ID, ...which }), { method: 'DELETE' });
        return without(entries);
      },
      { optimisticData: (entries) => without(entries) ?? [], rollbackOnError: true, revalidate: true },
    );
    toast({ title: 'Removed from Watchlist', description: 'Domain has been removed from your watchlist.' });
  } catch (error) {
    console.error('watchlist removal failed', error);
    toast({
      title: 'Error',
      description: errorMessageOf(error, 'Failed to remove domain from watchlist. Please try again.'),
      variant: 'destructive',
    });
  }
}
