import { droppingSoonSchema } from '@domainary/schema/contracts/dropping-soon.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries } from '../availability/configured-provider.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { droppingSoon } from './dropping-soon.ts';

/** The public list of tracked names in pending delete or redemption: no visitor's data. */
export const droppingSoonRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    summary: 'Names dropping soon',
    description:
      'Tracked names in pending delete or redemption, soonest predicted drop first, with the basis and the estimated value. Where this deployment asks no registry, `sample` is true and every stage and window is generated.',
    responses: { 200: { description: 'The list', json: droppingSoonSchema } },
  }),
  rateLimit('DOMAIN_SEARCH_RATE_LIMITER'),
  async (c) => {
    const body = await droppingSoon(c.get('db'), asksRegistries(c.env), new Date());
    // The same for everyone and read without a cookie: a shared cache may keep it a few minutes.
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body, 200);
  },
);
