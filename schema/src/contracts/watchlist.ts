import * as z from 'zod';
import { domainCandidateSchema } from './domains.ts';
import { lifecycleSchema } from './lifecycle.ts';

/**
 * A watchlist entry with the whole domain it watches. Any valid name can be watched: a name
 * Domainary lists nests its stored domain (`domainId` its id), any other is valued by the
 * engine when the list is read (`domainId` and `domain.id` null).
 */
export const watchlistEntrySchema = z.object({
  id: z.number().int(),
  domainId: z.number().int().nullable(),
  dateAdded: z.string(),
  domain: domainCandidateSchema,
  /** Where the drop radar last saw the name in its registry lifecycle, and its predicted drop. */
  lifecycle: lifecycleSchema,
  /**
   * The radar is behind on this name: its check is overdue because the registry budget went to
   * names nearer a drop. It is checked less often than its stage asks.
   */
  checkedLessOften: z.boolean(),
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

/** A name with its extension ("bakery.com"); the worker reads it as every route reads a name. */
const domainName = z.string().max(300, 'domain is too long');

const oneOfIdOrName = 'give either domainId or domain (a name such as example.com), not both';

/**
 * Clients written for the public API send userId=1 with every watchlist call; it is accepted
 * and ignored, because the visitor cookie decides whose watchlist it is.
 */
const userId = z.union([z.string(), z.number()]).optional();

/** Watch a listed domain by its id, or any name by itself: `{ "domain": "bakery.com" }`. */
export const watchlistAddSchema = z
  .object({ domainId: domainId.optional(), domain: domainName.optional(), userId })
  .refine((v) => (v.domainId === undefined) !== (v.domain === undefined), {
    message: oneOfIdOrName,
    path: ['domain'],
  });

/** Stop watching a listed domain by its id, or any watched name by itself. */
export const watchlistRemoveQuerySchema = z
  .object({
    domainId: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, positiveId)
      .transform(Number)
      .optional(),
    domain: domainName.optional(),
    userId: z.string().optional(),
  })
  .refine((v) => (v.domainId === undefined) !== (v.domain === undefined), {
    message: oneOfIdOrName,
    path: ['domain'],
  });
export const watchlistListQuerySchema = z.object({ userId: z.string().optional() });

export const watchlistRemovedSchema = z.object({
  /** The domainId the request named; null when it named the domain itself. */
  domainId: z.number().int().nullable(),
  /** The name removed, with its extension. */
  domain: z.string(),
  removed: z.literal(true),
});
