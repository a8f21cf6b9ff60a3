import * as z from 'zod';

/**
 * A watchlist's private feeds: an Atom feed of its names' stage changes and a calendar to
 * subscribe to, both at capability URLs that only the visitor sees. `feeds` is null while the
 * visitor has turned them off.
 */
export const watchlistFeedsSchema = z.object({
  feeds: z
    .object({
      /** The Atom feed (https, or http locally). */
      atomUrl: z.string(),
      /** The calendar as a `webcal:` subscription link. */
      calendarUrl: z.string(),
      /** When these URLs were made; making new ones revokes them. */
      createdAt: z.string(),
    })
    .nullable(),
  /** How many dated events the calendar holds now; 0 means there is nothing to add to a calendar yet. */
  calendarEvents: z.number().int().nonnegative(),
});
export type WatchlistFeeds = z.infer<typeof watchlistFeedsSchema>;
