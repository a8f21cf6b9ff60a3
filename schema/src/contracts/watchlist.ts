import * as z from 'zod';
import { domainSchema } from './domains.ts';

/** A watchlist entry with the whole domain it watches. */
export const watchlistEntrySchema = z.object({
  id: z.number().int(),
  domainId: z.number().int(),
  dateAdded: z.string(),
  domain: domainSchema,
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/** The most domains one visitor's watchlist holds; adding one more is refused. */
export const WATCHLIST_MAX_ENTRIES = 500;

const positiveId = 'domainId must be a positive whole number';
const domainId = z
  .number({ error: positiveId })
  .int(positiveId)
  .positive(positiveId)
  .max(Number.MAX_SAFE_INTEGER, positiveId);

/**
 * Clients written for the public API send userId=1 with every watchlist call; it is accepted
 * and ignored, because the visitor cookie decides whose watchlist it is.
 */
const userId = z.union([z.string(), z.number()]).optional();

export const watchlistAddSchema = z.object({ domainId, userId });
export const watchlistRemoveQuerySchema = z.object({
  domainId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, positiveId)
    .transform(Number),
  userId: z.string().optional(),
});
export const watchlistListQuerySchema = z.object({ userId: z.string().optional() });

export const watchlistRemovedSchema = z.object({ domainId: z.number().int(), removed: z.literal(true) });
