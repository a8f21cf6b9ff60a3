import {
  type SimulatorResponse,
  simulatorRequestSchema,
  simulatorResponseSchema,
} from '@domainary/schema/contracts/valuation.ts';
import { readDomainNameParts } from '@domainary/schema/keyword/domain-name.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { refusableName } from '../http/requested-name.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { simulate } from './engine/index.ts';

/**
 * The valuation simulator: the engine's valuation of the name, moved by the
 * visitor's factors, with its cumulative breakdown and comparable real sales.
 */
export const simulatorRoutes = new Hono<AppEnv>().post(
  '/simulate',
  describeRoute({
    summary: 'Simulate a valuation with chosen factors',
    description:
      "The engine's valuation of the name moved by the visitor's factors, with a cumulative breakdown and comparable real sales.",
    responses: { 200: { description: 'The simulated valuation', json: simulatorResponseSchema } },
  }),
  // A simulation costs what a valuation does, so the two share one budget.
  rateLimit('VALUATION_RATE_LIMITER'),
  validate('json', simulatorRequestSchema),
  (c) => {
    const request = c.req.valid('json');
    const parsed = refusableName(readDomainNameParts(request.domainName, request.extension));
    if (isRefused(parsed)) return refusalResponse(c, parsed.refused);
    const body: SimulatorResponse = {
      domainName: parsed.label,
      extension: parsed.extension,
      valuation: simulate(parsed.label, parsed.extension, request),
    };
    return c.json(body, 200);
  },
);
