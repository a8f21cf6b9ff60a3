import { salesSummarySchema } from '@domainary/schema/contracts/sales-summary.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { allSales } from './data/all-sales.ts';
import { summarizeSales } from './summarize-sales.ts';

/** The sales table changes only when the seed runs again; an hour of browser caching is safe. */
const cacheSeconds = 3600;

export const salesSummaryRoutes = new Hono<AppEnv>().get(
  '/sales-summary',
  describeRoute({
    summary: 'Publicly reported domain sales, summarised',
    responses: {
      200: { description: 'Counts and median prices by year and by extension', json: salesSummarySchema },
    },
  }),
  rateLimit('SALES_SUMMARY_RATE_LIMITER'),
  async (c) => {
    c.header('Cache-Control', `max-age=${cacheSeconds}`);
    return c.json(summarizeSales(await allSales(c.get('db'))), 200);
  },
);
