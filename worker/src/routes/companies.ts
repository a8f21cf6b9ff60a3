import { Hono } from 'hono';
import { companyIdParamSchema, companySearchQuerySchema } from '../../../schema/src/contracts/companies.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { companyFacets, searchCompanies, unknownFacet } from '../queries/companies.ts';
import { companyExists, listCompanyCheckResults, listCompanyDomains } from '../queries/company-domains.ts';

export const companyRoutes = new Hono<AppEnv>()
  .get('/', validate('query', companySearchQuerySchema), async (c) => {
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
  })
  .get('/facets', async (c) => c.json(await companyFacets(c.get('db')), 200))
  .get('/:id/domains', validate('param', companyIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
    return c.json(await listCompanyDomains(db, id), 200);
  })
  .get('/:id/domain-check-results', validate('param', companyIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await companyExists(db, id))) return apiError(c, 404, 'not_found', `No company ${id}`);
    return c.json(await listCompanyCheckResults(db, id), 200);
  });
