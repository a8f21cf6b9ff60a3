import {
  type AffiliateClickResponse,
  affiliateClickRequestSchema,
  affiliateClickResponseSchema,
  clickLifetimeDays,
} from '@domainary/schema/contracts/conversions.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientNetworkOf } from '../http/client-key.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { recordFirstClick } from './data/click-records.ts';
import { recordRefusedLead } from './data/refused-lead-records.ts';
import { clickOfLanding } from './landing-click.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The page reports its landing URL here on its first view when the URL carries the
 * network's click id. The worker reads the click id from that URL, never from a bare value,
 * and keeps a visitor's first click for the network's window: a later landing does not
 * replace it. Only a click recorded here can attribute that visitor's orders, and recording
 * is rate limited per client address. Any id of the network's shape is recorded (the worker
 * cannot tell a real one from a forged one), which is why an unconfirmed lead counts only
 * against its own client network's cap; a refused landing is kept for the operator.
 */
export const affiliateClickRoutes = new Hono<AppEnv>().use(requireVisitor).post(
  '/',
  describeRoute({
    summary: 'Record the affiliate click id this visitor landed with',
    description: `The body is the landing URL, a page of this site carrying the network's click parameter once. The click id is kept for the visitor's orders for the network's ${clickLifetimeDays}-day window; a visitor who already has a click within it keeps that one (recorded: false).`,
    responses: {
      200: { description: 'Recorded, or kept as it was', json: affiliateClickResponseSchema },
      400: 'Not a landing URL of this site carrying one click id',
    },
  }),
  rateLimit('CLICKS_RATE_LIMITER'),
  validate('json', affiliateClickRequestSchema),
  async (c) => {
    const landing = clickOfLanding(c.req.valid('json').landingUrl, {
      origin: c.env.PUBLIC_ORIGIN,
      clickParam: c.env.AFFILIATE_CLICK_PARAM,
    });
    if (isRefused(landing)) {
      await recordRefusedLead(c.get('db'), {
        kind: 'click',
        reason: `landing URL ${landing.refused.message}`,
        clientNetwork: clientNetworkOf(c.req.header('CF-Connecting-IP')),
        createdAt: new Date().toISOString(),
      });
      return refusalResponse(c, landing.refused);
    }
    const now = Date.now();
    const recorded = await recordFirstClick(
      c.get('db'),
      await visitorIdOf(c),
      landing.clickId,
      new Date(now).toISOString(),
      new Date(now - clickLifetimeDays * dayMs).toISOString(),
    );
    return c.json({ recorded } satisfies AffiliateClickResponse, 200);
  },
);
