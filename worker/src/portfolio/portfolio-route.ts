import {
  MAX_PLAN_NAMES,
  type NamePlanError,
  type PortfolioPlanResponse,
  portfolioPlanRequestSchema,
  portfolioPlanResponseSchema,
} from '@domainary/schema/contracts/portfolio.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { validate } from '../http/validate.ts';
import { limitBodySize } from '../middleware/body-size.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { reportedSalesOfNames } from '../sales/index.ts';
import { planName } from './portfolio-plan.ts';

/** 1,000 names of 300 characters, each with a date, a price and a flag, fit inside this. */
const MAX_PLAN_BYTES = 450_000;

/**
 * The renewal planner. The portfolio is the visitor's business: the route reads it, answers,
 * and keeps nothing (no cookie, no row written). Its cost is bulk valuation's: one engine
 * valuation per name (about 0.1 ms of CPU each) and the names' reported sales, at most 11
 * statements a call; its worst case in rows read is stated in http/route-costs.ts.
 */
export const portfolioRoutes = new Hono<AppEnv>().post(
  '/plan',
  describeRoute({
    summary: 'Keep or drop: a renewal plan for up to 1,000 names',
    description: `For each name: its values per sale channel (as GET /api/valuation gives them, with the reason where a channel gives none), its yearly renewal (the price sent, else the extension's typical retail renewal, said to be typical), the valuation's estimated chance to sell in a year, the expected yearly result (chance x marketplace value x (1 - commission) - renewal), the break-even sale price, and a verdict (keep, drop, reprice or unknown) with one sentence giving the numbers it rests on. A name that is not a valid NAME.TLD gets an error in its place; the others are planned. Up to ${MAX_PLAN_NAMES} names a call; nothing sent is stored. Money is in USD.`,
    responses: {
      200: {
        description: 'One plan or error per name, in the order sent',
        json: portfolioPlanResponseSchema,
      },
      400: `More than ${MAX_PLAN_NAMES} names, a field of the wrong type, or a commission outside 0 to 0.9`,
      413: `The body is larger than ${MAX_PLAN_BYTES} bytes`,
    },
  }),
  // One plan call costs what one bulk valuation does, and shares its allowance.
  rateLimit('BULK_VALUATION_RATE_LIMITER'),
  limitBodySize(MAX_PLAN_BYTES),
  validate('json', portfolioPlanRequestSchema),
  async (c) => {
    const { names, commission } = c.req.valid('json');
    const read = names.map((name) => ({ name, reading: readDomainName(name.domain) }));
    const sales = await reportedSalesOfNames(
      c.env.DB,
      c.get('db'),
      read.flatMap(({ reading }) => (reading.ok ? [reading.fqdn] : [])),
    );
    const year = new Date().getUTCFullYear();
    const plans = read.map(({ name, reading }, index) => {
      if (!reading.ok) return { index, domain: name.domain, error: reading.message } satisfies NamePlanError;
      return planName(name, reading, sales.get(reading.fqdn) ?? [], commission, year);
    });
    const body: PortfolioPlanResponse = { commission, plans };
    return c.json(body, 200);
  },
);
