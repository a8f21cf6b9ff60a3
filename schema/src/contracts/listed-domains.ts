import * as z from 'zod';
import { hasEndTime, listedSorts, listedStatuses } from './domain-choices.ts';
import { askedExtensions, domainSchema, listingFilterFields, listingFiltersOf } from './domains.ts';

/**
 * Browsing the listed names of one status without a keyword: the search's extension, length,
 * price and industry filters, by estimated value or ending soonest, paged by cursor.
 */
export const listedDomainsQuerySchema = z
  .object({
    status: z.enum(listedStatuses, { error: 'status must be auction, expiring, premium or available' }),
    sortBy: z.enum(listedSorts, { error: 'sortBy must be value or ending' }).optional(),
    ...listingFilterFields,
  })
  .transform((q, ctx) => {
    const sortBy = q.sortBy ?? 'value';
    if (sortBy === 'ending' && !hasEndTime(q.status)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sortBy'],
        message: `${q.status} names have no end time: sort them by value`,
      });
      return z.NEVER;
    }
    return { status: q.status, sortBy, ...listingFiltersOf(q, askedExtensions(q.extension)) };
  });
export type ListedDomainsQuery = z.output<typeof listedDomainsQuerySchema>;

export const listedDomainsResultSchema = z.object({
  status: z.enum(listedStatuses),
  sortBy: z.enum(listedSorts),
  /**
   * One page. Ending soonest lists the names whose end (an auction's close, an expiring
   * name's drop date) is today or later, soonest first, then auctions whose end is not known,
   * by value.
   */
  domains: z.array(domainSchema),
  /** Pass as `cursor` for the next page; null when there is no more. */
  nextCursor: z.string().nullable(),
});
export type ListedDomainsResult = z.infer<typeof listedDomainsResultSchema>;
