import {
  SALES_EXPORT_MAX_ROWS,
  salesSearchQuerySchema,
  salesSearchResponseSchema,
} from '@domainary/schema/contracts/sales.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { matchingSales, salesByIds } from './data/sales-search.ts';
import { exportSales } from './sales-export.ts';
import { orderSales } from './sales-order.ts';
import { summarizeSalesSearch } from './summarize-sales-search.ts';

export const salesRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Search publicly reported domain sales',
      description:
        "Sales whose name before the first dot contains the keyword, filtered by extension, price (USD), year and channel, each beside the valuation engine's value for its channel. The summary covers the whole filtered set; the total is exact; every order breaks ties by id (by year, the dearest first within a year). A page past the end is empty. A keyword of three or more characters finds its matches through the label trigram index; any other search reads precomputed price lists, one row per channel and year its filters allow, and checks a shorter keyword on their labels. The matches are ordered in the worker and only the page's sales are read whole.",
      responses: {
        200: { description: 'One page, the exact total and the summary', json: salesSearchResponseSchema },
      },
    }),
    rateLimit('SALES_SEARCH_RATE_LIMITER'),
    validate('query', salesSearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const db = c.get('db');
      const matches = orderSales(await matchingSales(db, query), query.sortBy);
      const start = (query.page - 1) * query.pageSize;
      const page = matches.slice(start, start + query.pageSize).map((s) => s.id);
      const sales = await salesByIds(db, page);
      return c.json({ sales, totalCount: matches.length, summary: summarizeSalesSearch(matches) }, 200);
    },
  )
  .get(
    '/export.csv',
    describeRoute({
      summary: 'Export a sales search as CSV',
      description: `The search of GET /api/sales (page and pageSize ignored), in its order; at most ${SALES_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows. X-Total-Count holds the search's total, X-Exported-Count the rows sent.`,
      responses: { 200: { description: 'CSV with a header row', mediaType: 'text/csv' } },
    }),
    rateLimit('SALES_EXPORT_RATE_LIMITER'),
    validate('query', salesSearchQuerySchema),
    async (c) => {
      const { csv, totalCount, exported } = await exportSales(c.get('db'), c.req.valid('query'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="domainary-sales.csv"',
        'X-Total-Count': String(totalCount),
        'X-Exported-Count': String(exported),
      });
    },
  );
