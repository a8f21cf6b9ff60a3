import {
  type AvailabilityResult,
  availabilityRequestSchema,
  availabilityResultSchema,
} from '@domainary/schema/contracts/availability.ts';
import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { requestedName } from '../http/requested-name.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { checkedNames } from './checked-names.ts';

export const availabilityRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Check names with the registry now',
    description:
      'The live check a page asks for after showing its results (answers marked `pending`) and when the details dialog opens. With AVAILABILITY_PROVIDER=rdap each name is asked of its registry over RDAP (answers cached in D1, at most 50 live lookups per request) and a "not found" is confirmed by an NS lookup over DNS-over-HTTPS before it is called available; offline, names answer from the local sample listings or "not checked (offline)". `withRecord` asks for the registry record (registrar, created, expires) of registered names.',
    responses: {
      200: { description: 'One answer per distinct name, in the order sent', json: availabilityResultSchema },
    },
  }),
  // One check follows each search the visitor makes, so it shares the search's budget.
  rateLimit('DOMAIN_SEARCH_RATE_LIMITER'),
  validate('json', availabilityRequestSchema),
  async (c) => {
    const { names, withRecord = false } = c.req.valid('json');
    const parsed: DomainName[] = [];
    for (const [i, input] of names.entries()) {
      const name = requestedName(input, { in: 'json', name: `names[${i}]` });
      if (isRefused(name)) return refusalResponse(c, name.refused);
      parsed.push(name);
    }
    const db = c.get('db');
    const body: AvailabilityResult = {
      answers: await checkedNames(db, visitorProvider(c), parsed, withRecord),
    };
    return c.json(body, 200);
  },
);
