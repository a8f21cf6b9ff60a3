/** The watchlist's rows as the alerts read them. */
export { isListed, type WatchRow, watchedHistories, watchRows } from './data/watchlist-queries.ts';
