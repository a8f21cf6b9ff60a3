import {
  COMPANY_EXPORT_MAX_ROWS,
  companyDomainCheckResponseSchema,
  companyDomainSchema,
  companyFacetsSchema,
  companyIdParamSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  domainCheckResultSchema,
} from '@domainary/schema/contracts/companies.ts';
import {
  MAX_KEYWORD_PARTS,
  MAX_KEYWORD_PHRASES,
  MAX_PHRASE_PARTS,
} from '@domainary/schema/keyword/directory-keyword.ts';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../http/error-response.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { checkCompanyDomains } from './company-domain-checks.ts';
import { exportCompanies } from './company-export.ts';
import { MAX_PLANNED_ENTRIES } from './company-plan.ts';
import { searchCompanies } from './company-search.ts';
import { companyExists, listCompanyCheckResults, listCompanyDomains } from './data/company-domain-queries.ts';
import { companyFacets } from './data/company-rows.ts';
import { MAX_KEYWORD_MATCHES } from './data/keyword-statements.ts';
import { WIDE_KEYWORD_WALK } from './wide-keyword-search.ts';

/** What `read` answers for the company, or 404 when there is no such company. */
async function ofCompany<T>(c: Context<AppEnv>, id: number, read: (db: Database, id: number) => Promise<T>) {
  const db = c.get('db');
  if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
  return c.json(await read(db, id), 200);
}

export const companyRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Search the company directory',
      description: `Keyword, industry, country, rank range, founding years and head counts, all at once, sorted with id breaking ties, with the total. totalCountKind says how the total is known: "exact" (counted), or "estimate" for a keyword found in more than ${MAX_KEYWORD_MATCHES.toLocaleString('en-US')} companies, whose matches are not all counted: its page is read in the requested order and its total estimated from its first ${(MAX_KEYWORD_MATCHES + 1).toLocaleString('en-US')} matches by id, to two significant figures. Industry and country must be values the directory holds (GET /api/companies/facets); years and head counts are inclusive bounds. A page past the end is empty. Refused with 400: a page of such a keyword that lies past ${WIDE_KEYWORD_WALK.toLocaleString('en-US')} of its matches in that order (the message gives the estimate), a keyword the index cannot search cheaply (one-letter words only, more than ${MAX_KEYWORD_PHRASES} words, a word joining more than ${MAX_PHRASE_PARTS} parts, more than ${MAX_KEYWORD_PARTS} parts in all), and a page deeper than one search may read (about ${MAX_PLANNED_ENTRIES.toLocaleString('en-US')} index entries).`,
      responses: {
        200: { description: 'One page and the total, exact or estimated', json: companySearchResponseSchema },
      },
    }),
    // Every search reads a page of the directory; a keyword also reads one row per match,
    // so it counts against a second, tighter limit as well.
    rateLimit('COMPANY_SEARCH_RATE_LIMITER', {
      limiter: 'COMPANY_KEYWORD_SEARCH_RATE_LIMITER',
      when: (c) => (c.req.query('q') ?? '').trim() !== '',
    }),
    validate('query', companySearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const result = await searchCompanies(c.get('db'), query);
      if (isRefused(result)) return refusalResponse(c, result.refused);
      return c.json(result, 200);
    },
  )
  .get(
    '/facets',
    describeRoute({
      summary: 'Industries and countries of the directory',
      description: 'The values the industry and country filters accept, sorted.',
      responses: { 200: { description: 'Industries and countries', json: companyFacetsSchema } },
    }),
    async (c) => c.json(await companyFacets(c.get('db')), 200),
  )
  .get(
    '/export.csv',
    describeRoute({
      summary: 'Export a company search as CSV',
      description: `The search of GET /api/companies (page and pageSize ignored), in its order; at most ${COMPANY_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows. X-Total-Count holds the search's total and X-Total-Count-Kind whether it is exact or an estimate (as totalCountKind), X-Exported-Count the rows sent.`,
      responses: { 200: { description: 'CSV with a header row', mediaType: 'text/csv' } },
    }),
    rateLimit('COMPANY_EXPORT_RATE_LIMITER'),
    validate('query', companySearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const csv = await exportCompanies(c.get('db'), query);
      if (isRefused(csv)) return refusalResponse(c, csv.refused);
      const { totalCount, totalCountKind, exported, body } = csv;
      return c.body(body, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="domainary-companies.csv"',
        'X-Total-Count': String(totalCount),
        'X-Total-Count-Kind': totalCountKind,
        'X-Exported-Count': String(exported),
      });
    },
  )
  .get(
    '/:id/domains',
    describeRoute({
      summary: "A company's domains",
      responses: {
        200: { description: 'Its domain portfolio, by name', json: z.array(companyDomainSchema) },
        404: 'No such company',
      },
    }),
    validate('param', companyIdParamSchema),
    (c) => ofCompany(c, c.req.valid('param').id, listCompanyDomains),
  )
  .get(
    '/:id/domain-check-results',
    describeRoute({
      summary: "A company's domain check results",
      description: 'The newest check of each of its domains, with the provider that answered.',
      responses: {
        200: { description: 'Newest result per domain, by name', json: z.array(domainCheckResultSchema) },
        404: 'No such company',
      },
    }),
    validate('param', companyIdParamSchema),
    (c) => ofCompany(c, c.req.valid('param').id, listCompanyCheckResults),
  )
  .post(
    '/:id/domain-checks',
    describeRoute({
      summary: "Check a company's domains now",
      description:
        'Runs the configured availability provider over every domain of the company and stores each definitive answer as a check result; names it could not answer for are listed, not stored.',
      responses: {
        200: {
          description: 'The newest result per domain after the check',
          json: companyDomainCheckResponseSchema,
        },
        404: 'No such company',
      },
    }),
    rateLimit('COMPANY_CHECKS_RATE_LIMITER'),
    validate('param', companyIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const db = c.get('db');
      if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
      const outcome = await checkCompanyDomains(db, visitorProvider(c), id, new Date());
      return c.json(outcome, 200);
    },
  );
