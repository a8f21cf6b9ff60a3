import { Hono } from 'hono';
import { z } from 'zod';
import {
  companyDomainSchema,
  companyFacetsSchema,
  companyIdParamSchema,
  companySearchQuerySchema,
  companySearchResponseSchema,
  domainCheckResultSchema,
} from '../../../schema/src/contracts/companies.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { companyFacets, unknownFacet } from '../queries/companies.ts';
import { companyExists, listCompanyCheckResults, listCompanyDomains } from '../queries/company-domains.ts';
import { searchCompanies } from '../queries/company-search.ts';

export const companyRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Search the company directory',
      description:
        'Keyword over name, website and description; filters by industry, country, rank range, founding years and employees; sorted and paged (10 a page by default) with an exact total.',
      responses: {
        200: {
          description: 'One page of companies and the total that match',
          json: companySearchResponseSchema,
        },
        400: 'The input breaks the contract, or names an industry or country no company has',
      },
    }),
    validate('query', companySearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const db = c.get('db');
      const result = await searchCompanies(db, query);
      if (result.totalCount === 0) {
        const unknown = await unknownFacet(db, query);
        if (unknown) {
          return apiError(
            c,
            400,
            'bad_request',
            `Invalid query: ${unknown}: no company has ${unknown} "${query[unknown]}"`,
          );
        }
      }
      return c.json(result, 200);
    },
  )
  .get(
    '/facets',
    describeRoute({
      summary: 'Industries and countries present in the directory',
      responses: { 200: { description: 'The values the filters offer', json: companyFacetsSchema } },
    }),
    async (c) => c.json(await companyFacets(c.get('db')), 200),
  )
  .get(
    '/:id/domains',
    describeRoute({
      summary: "A company's domains",
      responses: {
        200: { description: 'Domains with status and expiry', json: z.array(companyDomainSchema) },
        404: 'No such company',
      },
    }),
    validate('param', companyIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const db = c.get('db');
      if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
      return c.json(await listCompanyDomains(db, id), 200);
    },
  )
  .get(
    '/:id/domain-check-results',
    describeRoute({
      summary: "Availability checks of a company's domains",
      responses: {
        200: {
          description: 'One check per domain, with the provider that answered',
          json: z.array(domainCheckResultSchema),
        },
        404: 'No such company',
      },
    }),
    validate('param', companyIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const db = c.get('db');
      if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
      return c.json(await listCompanyCheckResults(db, id), 200);
    },
  );
