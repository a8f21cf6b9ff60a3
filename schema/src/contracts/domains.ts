import * as z from 'zod';
import { normaliseKeyword } from '../keyword/normalise-keyword.ts';
import { availabilitySchema } from './availability.ts';
import {
  DEFAULT_SEARCH_LIMIT,
  domainStatuses,
  MAX_KEYWORD_LENGTH,
  MAX_SEARCH_LIMIT,
  MAX_TYPED_KEYWORD_LENGTH,
  maxLengthChoices,
  type PriceRange,
  priceRanges,
  type SearchExtension,
  searchExtensions,
  sortOptions,
  statusFilters,
} from './domain-choices.ts';
import { domainSourcesSchema } from './domain-sources.ts';
import { industries } from './industry-choices.ts';
import { lookalikeSchema } from './lookalike.ts';
import { recordSourceSchema } from './record-source.ts';
import { adjustedPriceSchema, reportedSaleSchema, saleChannels } from './sales.ts';
import { asOfQueryField, channelValueSchema, headlineFields, valuationMoneySchema } from './valuation.ts';

export * from './domain-choices.ts';

/** What was typed, as typed: the normaliser reads it (see normaliseKeyword). */
const keyword = z
  .string()
  .max(MAX_TYPED_KEYWORD_LENGTH, `keyword must be at most ${MAX_TYPED_KEYWORD_LENGTH} characters`);

const extensionList = z
  .string()
  .transform((raw) => raw.split(',').map((e) => e.trim().toLowerCase().replace(/^\./, '')))
  .pipe(
    z
      .array(z.enum(searchExtensions, { error: 'unknown extension' }))
      .min(1)
      .max(10, 'at most 10 extensions'),
  );

/** The filters a keyword search and a status browse share, as the URL carries them. */
export const listingFilterFields = {
  /** One extension or a comma-separated list; `all` or absent searches every extension. */
  extension: z.union([z.literal('all'), extensionList]).optional(),
  industry: z.enum(['all', ...industries], { error: 'unknown industry' }).optional(),
  maxLength: z.enum(maxLengthChoices, { error: 'maxLength must be 5 to 14 or 15+' }).optional(),
  priceRange: z
    .enum(['all', ...(Object.keys(priceRanges) as PriceRange[])], { error: 'unknown price range' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'malformed cursor')
    .optional(),
};

/** The extensions a filter names, once each; none for `all` or no filter. */
export const askedExtensions = (extension: ListingFilterInput['extension']): SearchExtension[] =>
  extension === 'all' || extension === undefined ? [] : [...new Set(extension)];

type ListingFilterInput = z.output<z.ZodObject<typeof listingFilterFields>>;

/** The shared filters as the queries read them: `all` and `15+` mean no filter. */
export function listingFiltersOf(q: ListingFilterInput, extensions: SearchExtension[]) {
  return {
    extensions,
    industry: q.industry === 'all' ? undefined : q.industry,
    maxLength: q.maxLength === undefined || q.maxLength === '15+' ? undefined : Number(q.maxLength),
    priceRange: q.priceRange === 'all' ? undefined : q.priceRange,
    limit: q.limit ?? DEFAULT_SEARCH_LIMIT,
    cursor: q.cursor,
  };
}

export const domainSearchQuerySchema = z
  .object({
    query: keyword.optional(),
    ...listingFilterFields,
    status: z.enum(statusFilters, { error: 'unknown status' }).optional(),
    sortBy: z.enum(sortOptions, { error: 'sortBy must be relevance, value or length' }).optional(),
  })
  .transform((q, ctx) => {
    const typed = normaliseKeyword(q.query ?? '');
    if (typed.problem === 'too-long') {
      ctx.addIssue({
        code: 'custom',
        path: ['query'],
        message: `keyword is too long for a domain name: a name holds at most ${MAX_KEYWORD_LENGTH} characters`,
      });
      return z.NEVER;
    }
    const extensions: SearchExtension[] = typed.extension ? [typed.extension] : askedExtensions(q.extension);
    return {
      /** The words as read, for display; empty when nothing was searchable. */
      keyword: typed.words.join(' '),
      /** The words in ASCII, what stored names are matched on. */
      words: typed.asciiWords,
      labels: typed.labels,
      /** Offered beside the common extensions when the visitor named none. */
      countryExtensions: typed.countryExtensions,
      ...listingFiltersOf(q, extensions),
      status: q.status === 'all' ? undefined : q.status,
      sortBy: q.sortBy ?? 'relevance',
    };
  });
export type DomainSearchQuery = z.output<typeof domainSearchQuerySchema>;

/**
 * A similar sale: its own price and year, the channel it sold through, that price carried by
 * the channel's index to the latest data's prices beside them, how alike the sold name is
 * (0-100) and why it is comparable ("shares 'bakery'").
 */
const similarSaleSchema = z.object({
  domain: z.string(),
  price: z.number().int(),
  year: z.number().int(),
  channel: z.enum(saleChannels),
  adjusted: adjustedPriceSchema,
  reason: z.string(),
  similarity: z.number().int().min(0).max(100),
});
export type SimilarSale = z.infer<typeof similarSaleSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A domain; estimatedValue (the point estimate), availability (how its status is known) and
 * sources (where each figure comes from) added. Link counts nobody measured are null.
 */
export const domainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  extension: z.string(),
  status: z.enum(domainStatuses),
  expiryDate: isoDay.nullable(),
  registrationDate: isoDay.nullable(),
  /** The headline value (in headlineChannel) and its 80% range; null when the name gets no number. */
  estimatedValue: z.number().int().nullable(),
  estimatedValueMin: z.number().int().nullable(),
  estimatedValueMax: z.number().int().nullable(),
  /** Why the range is wider than usual, where few reported sales are shaped like the name; else null. */
  valueRangeNote: z.string().nullable(),
  ...headlineFields,
  seoScore: z.number().int(),
  trafficScore: z.number().int(),
  brandabilityScore: z.number().int(),
  potentialScore: z.number().int(),
  brandScore: z.number().int(),
  registrar: z.string().nullable(),
  available: z.boolean(),
  lastChecked: z.string().nullable(),
  keywords: z.array(z.string()),
  industry: z.string(),
  companyId: z.number().int().nullable(),
  acquisitionFee: z.number().int().nullable(),
  registrationCost: z.number().int().nullable(),
  isPremium: z.boolean(),
  currentBid: z.number().int().nullable(),
  /** The name's own sales in the sales table, latest first; empty when none is reported. */
  reportedSales: z.array(reportedSaleSchema),
  analysis: z.object({
    marketValue: z.number().int(),
    trafficPotential: z.number().int(),
    similarSales: z.array(similarSaleSchema),
    /** The auction (wholesale) value and its 80% range beside the retail estimatedValue, or why none. */
    auctionValue: channelValueSchema,
    autoRenewalEnabled: z.boolean(),
    daysUntilExpiry: z.number().int().nullable(),
  }),
  metrics: z.object({
    keywordVolume: z.number().int(),
    backlinks: z.number().int().nullable(),
    referringDomains: z.number().int().nullable(),
  }),
  history: z.object({
    firstRegistered: isoDay.nullable(),
    lastOwner: z.string().nullable(),
    priorUse: z.string().nullable(),
  }),
  availability: availabilitySchema,
  /**
   * Where the stored row's listing facts (status, asking price, bid, dates, registrar, last
   * owner) came from: generated by the seed (`sample`) or an imported listings feed. Null for
   * a name Domainary does not store, whose facts come only from `availability`.
   */
  recordSource: recordSourceSchema.nullable(),
  /** The marketplace or auction house an imported listing names; null when none is known. */
  listingVenue: z.string().nullable(),
  /** The day an imported auction ends; null when none is known. */
  auctionEndsOn: isoDay.nullable(),
  sources: domainSourcesSchema,
  /**
   * Whether the name may pass for another (mixed scripts, or letters confusable with another
   * ASCII name, by Unicode's UTS #39): "Looks like apple.com". Null for an ordinary name.
   */
  lookalike: lookalikeSchema.nullable(),
});
export type Domain = z.infer<typeof domainSchema>;

export const domainDetailsQuerySchema = z.object({ asOf: asOfQueryField });

/** One stored domain in asOf money: its values moved by their channels' indexes, and whose prices they are in. */
export const domainDetailsSchema = domainSchema.extend(valuationMoneySchema.shape);
export type DomainDetails = z.infer<typeof domainDetailsSchema>;

/**
 * The exact keyword under a requested extension. One the database holds is that domain;
 * one it does not has `id` null and is valued by the engine on the spot.
 */
export const domainCandidateSchema = domainSchema.extend({
  id: z.number().int().nullable(),
  /** An internationalised name as people read it (`café`); `name` holds its `xn--` form. */
  unicodeName: z.string().optional(),
});
export type DomainCandidate = z.infer<typeof domainCandidateSchema>;

export const domainSearchResultSchema = z.object({
  keyword: z.string(),
  /** Exact-name candidates, first page only. */
  candidates: z.array(domainCandidateSchema),
  domains: z.array(domainSchema),
  /** Pass as `cursor` for the next page; null when there is no more. */
  nextCursor: z.string().nullable(),
});
export type DomainSearchResult = z.infer<typeof domainSearchResultSchema>;

export const domainIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'id must be a positive whole number')
    .transform(Number),
});

export const expiringQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).optional(),
});

/** One point of the value timeline; `reason` says why it moved since the previous point. */
export const valueHistoryPointSchema = z.object({
  recordDate: isoDay,
  estimatedValue: z.number().int(),
  seoScore: z.number().int(),
  trafficPotential: z.number().int(),
  reason: z.string(),
});
export type ValueHistoryPoint = z.infer<typeof valueHistoryPointSchema>;
