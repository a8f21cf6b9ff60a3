import type { WatchlistFeeds } from '@domainary/schema/contracts/watchlist-feeds.ts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { errorMessageOf } from '../api/error-message.ts';
import { toast } from '../toast/toast-store.ts';

const feedsKey = '/api/watchlist/feeds';

/**
 * The visitor's private feed URLs and how many dated events their calendar holds, asked only
 * once `ready` (the watchlist has loaded and holds a name): a first visit's requests sent at
 * once would each be given a new visitor cookie, and the last to arrive would win.
 */
export const useWatchlistFeeds = (ready: boolean) => useSWR<WatchlistFeeds>(ready ? feedsKey : null);

/** Asks again after the watchlist changed: the calendar's count of events follows it. */
export const refreshWatchlistFeeds = () => mutate(feedsKey);

/**
 * Makes new feed URLs (the old ones stop working) with `POST`, or turns the feeds off with
 * `DELETE`, and shows the answer in place of the old one.
 */
export async function changeWatchlistFeeds(method: 'POST' | 'DELETE'): Promise<void> {
  try {
    const feeds = await apiRequest<WatchlistFeeds>(feedsKey, { method });
    await mutate(feedsKey, feeds, { revalidate: false });
    toast(
      method === 'POST'
        ? { title: 'New feed links made', description: 'The old links no longer work.' }
        : { title: 'Feeds turned off', description: 'Your feed and calendar links no longer work.' },
    );
  } catch (error) {
    console.error('watchlist feeds change failed', error);
    toast({
      title: 'Error',
      description: errorMessageOf(error, 'Failed to change your feed links. Please try again.'),
      variant: 'destructive',
    });
  }
}
