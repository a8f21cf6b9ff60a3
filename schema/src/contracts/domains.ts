import { z } from 'zod';
import { availabilitySchema } from './availability.ts';

/**
 * The extensions the search form offers (SPEC 2: about 50): every extension the seed
 * registers names under, then popular new gTLDs. The API refuses any other.
 */
// biome-ignore format: ten a row reads better than 51 lines
export const searchExtensions = [
  'com', 'net', 'org', 'io', 'co', 'ai', 'app', 'dev', 'tech', 'info',
  'biz', 'me', 'us', 'xyz', 'online', 'site', 'website', 'store', 'shop', 'blog',
  'agency', 'studio', 'design', 'cloud', 'digital', 'media', 'news', 'live', 'club', 'life',
  'world', 'space', 'solutions', 'tv', 'cc', 'uk', 'co.uk', 'de', 'fr', 'es',
  'it', 'nl', 'eu', 'ca', 'au', 'com.au', 'in', 'cn', 'co.jp', 'com.br', 'com.mx',
] as const;
export type SearchExtension = (typeof searchExtensions)[number];

/** Candidates when the visitor asks for no extension in particular. */
export const defaultCandidateExtensions = ['com', 'net', 'org', 'io', 'co', 'ai'] as const;

/**
 * SPEC 3 statuses, `redirect` (a company name forwarding to its main site) and `unverified`
 * for a candidate name no provider has checked.
 */
export const domainStatuses = [
  'available',
  'taken',
  'expiring',
  'auction',
  'premium',
  'active',
  'redirect',
  'expired',
  'unverified',
] as const;

/** The statuses of a registered name in use: what the `taken` filter finds. */
export const takenStatuses = ['taken', 'active', 'redirect'] as const;
export type DomainStatus = (typeof domainStatuses)[number];

export const statusFilters = ['all', 'available', 'taken', 'expiring', 'auction', 'premium'] as const;
export type StatusFilter = (typeof statusFilters)[number];

/**
 * SPEC 2 price bands in USD, [min, max), over the acquisition price: what a buyer pays on top
 * of the registration cost (the current bid of an auction, the asking price of a listed
 * name, nothing for an available name at the registry's standard price). Free is that last
 * case; a registered name nobody offers has no price and falls in no band.
 */
export const priceRanges = {
  free: { label: 'Free', min: 0, max: 1 },
  low: { label: 'Low (under $100)', min: 1, max: 100 },
  medium: { label: 'Medium ($100-1000)', min: 100, max: 1000 },
  high: { label: 'High ($1000-10000)', min: 1000, max: 10000 },
  premium: { label: 'Premium ($10000+)', min: 10000, max: null },
} as const;
export type PriceRange = keyof typeof priceRanges;

export const sortOptions = ['relevance', 'value', 'length'] as const;
export type SortOption = (typeof sortOptions)[number];

/** The valuation engine's industries (worker/src/intel/industries.ts), the search filter's values. */
// biome-ignore format: eight a row
export const searchIndustries = [
  'general', 'tech', 'finance', 'health', 'education', 'ecommerce', 'food', 'travel',
  'fashion', 'sports', 'media', 'realestate', 'automotive', 'gaming', 'art', 'legal',
  'crypto', 'social', 'marketing', 'insurance', 'energy', 'entertainment', 'business',
] as const;
export type SearchIndustry = (typeof searchIndustries)[number];

/** SPEC 2 max length choices: 5 to 14, and 15+ (no upper bound). */
export const maxLengthChoices = ['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15+'] as const;

/** A DNS label is at most 63 characters. */
export const MAX_KEYWORD_LENGTH = 63;
export const MAX_SEARCH_LIMIT = 50;
export const DEFAULT_SEARCH_LIMIT = 20;

const keywordPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * SPEC 5: the keyword is trimmed (and lower-cased: names are case-insensitive). A typed
 * `coffee.io` searches `coffee` under io.
 */
const keyword = z
  .string()
  .max(MAX_KEYWORD_LENGTH + 32, `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`)
  .transform((raw) => raw.trim().toLowerCase());

function splitTypedName(typed: string): { label: string; extension: SearchExtension | null } {
  for (const ext of [...searchExtensions].sort((a, b) => b.length - a.length)) {
    if (typed.endsWith(`.${ext}`)) return { label: typed.slice(0, -ext.length - 1), extension: ext };
  }
  return { label: typed, extension: null };
}

const extensionList = z
  .string()
  .transform((raw) => raw.split(',').map((e) => e.trim().toLowerCase().replace(/^\./, '')))
  .pipe(
    z
      .array(z.enum(searchExtensions, { error: 'unknown extension' }))
      .min(1)
      .max(10, 'at most 10 extensions'),
  );

export const domainSearchQuerySchema = z
  .object({
    query: keyword.optional(),
    /** One extension or a comma-separated list; `all` or absent searches every extension. */
    extension: z.union([z.literal('all'), extensionList]).optional(),
    industry: z.enum(['all', ...searchIndustries], { error: 'unknown industry' }).optional(),
    status: z.enum(statusFilters, { error: 'unknown status' }).optional(),
    maxLength: z.enum(maxLengthChoices, { error: 'maxLength must be 5 to 14 or 15+' }).optional(),
    priceRange: z
      .enum(['all', ...(Object.keys(priceRanges) as PriceRange[])], { error: 'unknown price range' })
      .optional(),
    sortBy: z.enum(sortOptions, { error: 'sortBy must be relevance, value or length' }).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).optional(),
    /** Opaque: the nextCursor of the previous page. */
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'malformed cursor')
      .optional(),
  })
  .transform((q, ctx) => {
    const typed = splitTypedName(q.query ?? '');
    if (typed.label !== '' && !keywordPattern.test(typed.label)) {
      ctx.addIssue({
        code: 'custom',
        path: ['query'],
        message: 'keyword may hold only letters, digits and inner hyphens',
      });
      return z.NEVER;
    }
    if (typed.label.length > MAX_KEYWORD_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['query'],
        message: `keyword must be at most ${MAX_KEYWORD_LENGTH} characters`,
      });
      return z.NEVER;
    }
    const asked = q.extension === 'all' || q.extension === undefined ? [] : [...new Set(q.extension)];
    const extensions: SearchExtension[] = typed.extension ? [typed.extension] : asked;
    return {
      keyword: typed.label,
      extensions,
      industry: q.industry === 'all' ? undefined : q.industry,
      status: q.status === 'all' ? undefined : q.status,
      maxLength: q.maxLength === undefined || q.maxLength === '15+' ? undefined : Number(q.maxLength),
      priceRange: q.priceRange === 'all' ? undefined : q.priceRange,
      sortBy: q.sortBy ?? 'relevance',
      limit: q.limit ?? DEFAULT_SEARCH_LIMIT,
      cursor: q.cursor,
    };
  });
export type DomainSearchQuery = z.output<typeof domainSearchQuerySchema>;

/** SPEC 3 similar sale, with how alike the sold name is (0-100) added. */
export const similarSaleSchema = z.object({
  domain: z.string(),
  price: z.number().int(),
  year: z.number().int(),
  similarity: z.number().int().min(0).max(100),
});
export type SimilarSale = z.infer<typeof similarSaleSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** SPEC 3 Domain; estimatedValue (the point estimate) and availability (how its status is known) added. */
export const domainSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  extension: z.string(),
  status: z.enum(domainStatuses),
  expiryDate: isoDay.nullable(),
  registrationDate: isoDay.nullable(),
  estimatedValue: z.number().int(),
  estimatedValueMin: z.number().int(),
  estimatedValueMax: z.number().int(),
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
  analysis: z.object({
    marketValue: z.number().int(),
    trafficPotential: z.number().int(),
    similarSales: z.array(similarSaleSchema),
    autoRenewalEnabled: z.boolean(),
    daysUntilExpiry: z.number().int().nullable(),
  }),
  metrics: z.object({
    keywordVolume: z.number().int(),
    backlinks: z.number().int(),
    referringDomains: z.number().int(),
  }),
  history: z.object({
    firstRegistered: isoDay.nullable(),
    lastOwner: z.string().nullable(),
    priorUse: z.string().nullable(),
  }),
  availability: availabilitySchema,
});
export type Domain = z.infer<typeof domainSchema>;

/**
 * The exact keyword under a requested extension. One the database holds is that domain;
 * one it does not has `id` null and is valued by the engine on the spot.
 */
export const domainCandidateSchema = domainSchema.extend({ id: z.number().int().nullable() });
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
