import {
  type AffiliateClickResponse,
  affiliateClickRequestSchema,
  affiliateClickResponseSchema,
} from '@domainary/schema/contracts/conversions.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { visitorRoute } from '../middleware/visitor-route.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { recordClick } from './data/click-records.ts';

/**
 * The page reports the click id of an affiliate landing URL here, once per landing. Only a
 * click recorded for a visitor can attribute that visitor's orders, and recording is rate
 * limited per client, so click ids cannot be minted in bulk for free.
 */
export const affiliateClickRoutes = new Hono<AppEnv>().use(visitorRoute).post(
  '/',
  describeRoute({
    summary: 'Record the affiliate click id this visitor landed with',
    description:
      "Kept for the visitor (a newer click replaces an older one) and used to attribute the visitor's conversions for the network's 45-day window.",
    responses: { 200: { description: 'Recorded', json: affiliateClickResponseSchema } },
  }),
  rateLimit('CLICKS_RATE_LIMITER'),
  validate('json', affiliateClickRequestSchema),
  async (c) => {
    const { clickId } = c.req.valid('json');
    await recordClick(c.get('db'), await visitorIdOf(c), clickId, new Date().toISOString());
    return c.json({ recorded: true } satisfies AffiliateClickResponse, 200);
  },
);
