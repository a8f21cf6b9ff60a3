import {
  type AppraisalResult,
  appraisalQuerySchema,
  appraisalSchema,
  type BulkAppraisalResponse,
  bulkAppraisalRequestSchema,
  bulkAppraisalResponseSchema,
} from '@domainary/schema/contracts/valuation.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { limitBodySize } from '../middleware/body-size.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { appraise, comparableSales, factorsOfAppraisal, nameFeatures, parseDomain } from './engine/index.ts';

/** 1,000 names of 300 characters with JSON quoting fit well inside this. */
const MAX_BULK_BYTES = 400_000;

function appraisalOf(label: string, extension: string, comparables: number): AppraisalResult {
  const a = appraise(label, extension);
  return {
    domain: `${label}.${extension}`,
    label,
    extension,
    words: a.words,
    estimatedValue: a.estimatedValue,
    valueRange: a.valueRange,
    channelValues: a.channelValues,
    channels: a.channels,
    scores: a.scores,
    industry: a.industry,
    keywordVolume: a.keywordVolume,
    explanation: a.explanation.slice(0, 4),
    ownFactors: factorsOfAppraisal(a),
    comparableSales: comparableSales(nameFeatures(label, extension), comparables),
  };
}

/**
 * Appraisals by the valuation engine: one name, or up to 1,000 in one call. Deterministic, so
 * the same name always gets the same answer and browsers may cache it.
 */
export const appraisalRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Appraise one domain name',
      description:
        'The valuation engine: the retail (marketplace) value and, beside it, the auction and brokerage values, each with its own calibrated 80% range; scores, the words found, an explanation and comparable real sales. Deterministic, so answers may be cached.',
      responses: { 200: { description: 'The appraisal', json: appraisalSchema } },
    }),
    rateLimit('APPRAISAL_RATE_LIMITER'),
    validate('query', appraisalQuerySchema),
    (c) => {
      const parsed = parseDomain(c.req.valid('query').domain);
      if (!parsed.ok) return apiError(c, 400, 'bad_request', parsed.message);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(appraisalOf(parsed.label, parsed.extension, 5), 200);
    },
  )
  .post(
    '/bulk',
    describeRoute({
      summary: 'Appraise up to 1,000 domain names at once',
      responses: {
        200: { description: 'One appraisal per name, in the order sent', json: bulkAppraisalResponseSchema },
        413: 'The body is larger than 400,000 bytes',
      },
    }),
    rateLimit('BULK_APPRAISAL_RATE_LIMITER'),
    limitBodySize(MAX_BULK_BYTES),
    validate('json', bulkAppraisalRequestSchema),
    (c) => {
      const { domains } = c.req.valid('json');
      const names: Array<[string, string]> = [];
      for (const [i, domain] of domains.entries()) {
        const parsed = parseDomain(domain);
        if (!parsed.ok) return apiError(c, 400, 'bad_request', `domains[${i}]: ${parsed.message}`);
        names.push([parsed.label, parsed.extension]);
      }
      const body: BulkAppraisalResponse = { appraisals: names.map(([l, e]) => appraisalOf(l, e, 3)) };
      return c.json(body, 200);
    },
  );
