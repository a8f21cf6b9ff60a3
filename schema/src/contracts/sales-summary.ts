import * as z from 'zod';

const bucket = z.object({
  count: z.number().int(),
  medianUsd: z.number(),
});

/**
 * GET /api/market/sales-summary: the publicly reported sales in the database, grouped by
 * year and by extension. A second trends chart beside the fixed registration sample.
 */
export const salesSummarySchema = z.object({
  total: z.object({
    count: z.number().int(),
    firstYear: z.number().int().nullable(),
    lastYear: z.number().int().nullable(),
    extensions: z.number().int(),
  }),
  byYear: z.array(bucket.extend({ year: z.number().int() })),
  /** The most traded extensions, most sales first. */
  byExtension: z.array(bucket.extend({ extension: z.string() })),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** How many extensions the summary lists. */
export const salesSummaryExtensionCount = 12;
