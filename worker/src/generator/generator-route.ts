import {
  generateDomainsRequestSchema,
  generateDomainsResponseSchema,
} from '@domainary/schema/contracts/generator.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { valueName } from '../valuation/index.ts';
import { briefOf } from './brief.ts';
import { nameProviderFor } from './config.ts';
import { suggestDomains } from './suggest.ts';

/**
 * The AI domain generator: names from the configured
 * language model or the built-in generator, each scored by the valuation engine and
 * checked for availability.
 */
export const generatorRoutes = new Hono<AppEnv>().post(
  '/generate',
  describeRoute({
    summary: 'Suggest domain names for a keyword',
    description:
      'Names from the configured language model, or the built-in generator offline; every name is validated as a domain label, scored by the valuation engine and checked for availability.',
    responses: {
      200: { description: 'Suggestions, best first', json: generateDomainsResponseSchema },
      422: 'No valid name could be made from this keyword',
    },
  }),
  rateLimit('GENERATOR_RATE_LIMITER'),
  validate('json', generateDomainsRequestSchema),
  async (c) => {
    const brief = briefOf(c.req.valid('json'));
    if (!brief) {
      const message = 'keyword must contain letters or digits that can form a domain name';
      return apiError(c, 400, 'bad_request', `Invalid json: keyword: ${message}`, [
        { path: ['keyword'], message },
      ]);
    }
    const result = await suggestDomains(brief, {
      ...nameProviderFor(c.env),
      availability: visitorProvider(c),
      valueName,
    });
    if (result.suggestions.length === 0) {
      return apiError(c, 422, 'no_suggestions', 'Could not generate domain suggestions for this keyword');
    }
    return c.json(result, 200);
  },
);
