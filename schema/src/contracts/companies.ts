import * as z from 'zod';
import { readDirectoryKeyword } from '../keyword/directory-keyword.ts';
import { blank, pageNumber, pageSizeOf, wholeNumber } from './query-fields.ts';

/** The rank ranges, exactly as the company search screen sends them. */
export const companyRankRanges = [
  'Top 100',
  'Top 1000',
  'Top 10000',
  'Top 100000',
  '100001-1000000',
] as const;
export type CompanyRankRange = (typeof companyRankRanges)[number];

/** Inclusive rank bounds of each range. */
export const companyRankBounds: Record<CompanyRankRange, { min: number; max: number }> = {
  'Top 100': { min: 1, max: 100 },
  'Top 1000': { min: 1, max: 1000 },
  'Top 10000': { min: 1, max: 10_000 },
  'Top 100000': { min: 1, max: 100_000 },
  '100001-1000000': { min: 100_001, max: 1_000_000 },
};

export const companySorts = [
  'rank_asc',
  'rank_desc',
  'name_asc',
  'name_desc',
  'founded_asc',
  'founded_desc',
] as const;
export type CompanySort = (typeof companySorts)[number];

export const COMPANY_PAGE_SIZE = 10;
export const COMPANY_PAGE_SIZE_MAX = 100;
/** Export is a CSV of the current search, capped so one request stays bounded. */
export const COMPANY_EXPORT_MAX_ROWS = 10_000;

const label = z.preprocess(blank, z.string().trim().max(100).optional());

/**
 * GET /api/companies query. Years are inclusive: foundedAfter=2000 keeps companies
 * founded in 2000 or later. Industry and country are checked against the directory's own
 * values by the route, so imported datasets bring their own vocabularies.
 */
export const companySearchQuerySchema = z
  .object({
    q: z.preprocess(blank, z.string().trim().max(200).optional()),
    industry: label,
    country: label,
    rankRange: z.preprocess(blank, z.enum(companyRankRanges).optional()),
    foundedAfter: wholeNumber(9999),
    foundedBefore: wholeNumber(9999),
    minEmployees: wholeNumber(100_000_000),
    maxEmployees: wholeNumber(100_000_000),
    sortBy: z.preprocess(blank, z.enum(companySorts).default('rank_asc')),
    page: pageNumber,
    pageSize: pageSizeOf(COMPANY_PAGE_SIZE, COMPANY_PAGE_SIZE_MAX),
  })
  .superRefine((v, ctx) => {
    // A keyword the index cannot search cheaply is refused before any search starts.
    const keywordProblem = v.q === undefined ? null : readDirectoryKeyword(v.q).problem;
    if (keywordProblem !== null) ctx.addIssue({ code: 'custom', path: ['q'], message: keywordProblem });
    if (v.foundedAfter !== undefined && v.foundedBefore !== undefined && v.foundedAfter > v.foundedBefore) {
      ctx.addIssue({
        code: 'custom',
        path: ['foundedAfter'],
        message: 'must not be later than foundedBefore',
      });
    }
    if (v.minEmployees !== undefined && v.maxEmployees !== undefined && v.minEmployees > v.maxEmployees) {
      ctx.addIssue({ code: 'custom', path: ['minEmployees'], message: 'must not exceed maxEmployees' });
    }
  })
  // The API calls the keyword q; past validation it is the keyword, as in every other search.
  .transform(({ q, ...filters }): typeof filters & { keyword?: string } => ({ ...filters, keyword: q }));
export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;
/** The search without paging: what a count, an export or a plan depends on. */
export type CompanyFilters = Omit<CompanySearchQuery, 'page' | 'pageSize' | 'sortBy'>;

export const companyIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a positive whole number')
    .transform(Number),
});

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string(),
  industry: z.string(),
  country: z.string(),
  rank: z.number().int(),
  yearFounded: z.number().int(),
  employees: z.number().int(),
  revenue: z.object({ amount: z.number(), currency: z.string() }),
  description: z.string(),
  dateAdded: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companySearchResponseSchema = z.object({
  companies: z.array(companySchema),
  totalCount: z.number().int(),
});
export type CompanySearchResponse = z.infer<typeof companySearchResponseSchema>;

/** The values the industry and country selects offer: those present in the directory. */
export const companyFacetsSchema = z.object({
  industries: z.array(z.string()),
  countries: z.array(z.string()),
});
export type CompanyFacets = z.infer<typeof companyFacetsSchema>;

export const companyDomainSchema = z.object({
  id: z.number().int(),
  domainName: z.string(),
  status: z.string(),
  expiryDate: z.string().nullable(),
});
export type CompanyDomain = z.infer<typeof companyDomainSchema>;

export const domainCheckResultSchema = z.object({
  id: z.number().int(),
  domainName: z.string(),
  isAvailable: z.boolean(),
  registrar: z.string().nullable(),
  lastChecked: z.string(),
  /** Which provider answered: every check result says how it was checked. */
  source: z.string(),
});
export type DomainCheckResult = z.infer<typeof domainCheckResultSchema>;

/** POST /api/companies/{id}/domain-checks: the newest result per domain after the check. */
export const companyDomainCheckResponseSchema = z.object({
  results: z.array(domainCheckResultSchema),
  /** Domains the provider could not answer for; nothing is stored for them. */
  unknown: z.array(z.string()),
});
export type CompanyDomainCheckResponse = z.infer<typeof companyDomainCheckResponseSchema>;
