import * as z from 'zod';
import { normaliseKeyword } from '../keyword/normalise-keyword.ts';
import { blank, pageNumber, pageSizeOf, wholeNumber } from './query-fields.ts';

export const saleChannels = ['auction', 'marketplace', 'brokerage'] as const;
export type SaleChannel = (typeof saleChannels)[number];

export const salesSorts = ['price_desc', 'price_asc', 'year_desc', 'year_asc'] as const;
export type SalesSort = (typeof salesSorts)[number];

export const SALES_PAGE_SIZE = 20;
const SALES_PAGE_SIZE_MAX = 100;
/** Export is a CSV of the filtered sales, capped so one request stays bounded. */
export const SALES_EXPORT_MAX_ROWS = 10_000;

/**
 * The keyword as sales are searched with it, read as the domain search reads it: a phrase
 * is its words run together (`coffee shop` -> coffeeshop), a pasted address its name, an
 * accented word its ASCII spelling (`café` -> cafe), since reported sales are ASCII names.
 * Text with no such spelling is searched as typed (trimmed, NFKC, lower case), matching none.
 */
function salesKeyword(input: string): string {
  const { asciiWords } = normaliseKeyword(input);
  return asciiWords.length > 0 ? asciiWords.join('') : input.normalize('NFKC').toLowerCase().trim();
}

/**
 * GET /api/sales query. Prices are whole US dollars and years inclusive bounds; an extension
 * or keyword nothing matches is an empty result, not an error.
 */
export const salesSearchQuerySchema = z
  .object({
    q: z.preprocess(blank, z.string().max(200).transform(salesKeyword).optional()),
    extension: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .max(63)
        .transform((v) => v.replace(/^\./, '').toLowerCase())
        .optional(),
    ),
    minPrice: wholeNumber(999_999_999),
    maxPrice: wholeNumber(999_999_999),
    yearFrom: wholeNumber(9999),
    yearTo: wholeNumber(9999),
    channel: z.preprocess(blank, z.enum(saleChannels).optional()),
    sortBy: z.preprocess(blank, z.enum(salesSorts).default('price_desc')),
    page: pageNumber,
    pageSize: pageSizeOf(SALES_PAGE_SIZE, SALES_PAGE_SIZE_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'must not exceed maxPrice' });
    }
    if (v.yearFrom !== undefined && v.yearTo !== undefined && v.yearFrom > v.yearTo) {
      ctx.addIssue({ code: 'custom', path: ['yearFrom'], message: 'must not be later than yearTo' });
    }
  })
  // The API calls the keyword q; past validation it is the keyword, as in every other search.
  .transform(({ q, ...filters }) => ({ ...filters, keyword: q }));
export type SalesSearchQuery = z.infer<typeof salesSearchQuerySchema>;
/** The search without paging and order: what the summary and the count depend on. */
export type SalesFilters = Omit<SalesSearchQuery, 'page' | 'pageSize' | 'sortBy'>;

export const saleSchema = z.object({
  id: z.number().int(),
  domain: z.string(),
  priceUsd: z.number().int(),
  year: z.number().int(),
  /** Where it sold as the report names it; null when the report names no venue. */
  venue: z.string().nullable(),
  channel: z.enum(saleChannels),
  /**
   * The valuation engine's value of the name through the sale's channel; null when the sale
   * was loaded without one.
   */
  estimateUsd: z.number().int().nullable(),
});
export type SaleRecord = z.infer<typeof saleSchema>;

/**
 * A reported sale of the name itself, as the sales table holds it: the price in whole US
 * dollars as reported (not adjusted to today's money), the year, and where it sold.
 */
export const reportedSaleSchema = z.object({
  price: z.number().int(),
  year: z.number().int(),
  /** Where it sold as the report names it; null when the report names no venue. */
  venue: z.string().nullable(),
  channel: z.enum(saleChannels),
});
export type ReportedSale = z.infer<typeof reportedSaleSchema>;

const yearBucket = z.object({
  year: z.number().int(),
  count: z.number().int(),
  medianUsd: z.number(),
});

/** Figures over the whole filtered set, not just the page. Percentiles interpolate between ranks. */
const salesSearchSummarySchema = z.object({
  count: z.number().int(),
  medianUsd: z.number().nullable(),
  p10Usd: z.number().nullable(),
  p90Usd: z.number().nullable(),
  byYear: z.array(yearBucket),
});
export type SalesSearchSummary = z.infer<typeof salesSearchSummarySchema>;

export const salesSearchResponseSchema = z.object({
  sales: z.array(saleSchema),
  totalCount: z.number().int(),
  summary: salesSearchSummarySchema,
});
export type SalesSearchResponse = z.infer<typeof salesSearchResponseSchema>;

/**
 * A sale's price carried by its channel's own index to the prices a valuation speaks, with
 * that basis ("2020 auction prices"); null when the index measured no change between the two.
 */
export const adjustedPriceSchema = z.object({ price: z.number().int(), basis: z.string() }).nullable();
