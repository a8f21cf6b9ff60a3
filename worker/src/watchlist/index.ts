/** The watchlist's rows as the alerts read them, and whether a visitor watches a name. */
export { isListed, isWatched, type WatchRow, watchedHistories, watchRows } from './data/watchlist-queries.ts';
