import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import {
  type BulkValuationResponse,
  bulkValuationRequestSchema,
  bulkValuationResponseSchema,
  type ValuationResult,
  valuationQuerySchema,
  valuationSchema,
} from '@domainary/schema/contracts/valuation.ts';
import { readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { lookalikeOf } from '../domains/index.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { refusableName, requestedName } from '../http/requested-name.ts';
import { validate } from '../http/validate.ts';
import { limitBodySize } from '../middleware/body-size.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { AS_OF_NOTE } from '../openapi/as-of-note.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { REPORTED_SALES_NOTE } from '../openapi/reported-sales-note.ts';
import { isRefused } from '../refusal.ts';
import { reportedSalesOfNames } from '../sales/index.ts';
import { comparableSales, factorsOfValuation, OWN_SALE_FACTOR, valueName } from './engine/index.ts';
import { estimateSources } from './estimate-sources.ts';
import { askedYear, valuationMoney } from './valuation-money.ts';

/** 1,000 names of 300 characters with JSON quoting fit well inside this. */
const MAX_BULK_BYTES = 400_000;

function valuationOf(
  label: string,
  extension: string,
  comparables: number,
  reportedSales: readonly ReportedSale[],
  asOf: number,
): ValuationResult {
  const a = valueName(label, extension, asOf);
  return {
    domain: `${label}.${extension}`,
    label,
    extension,
    words: a.words,
    estimatedValue: a.estimatedValue,
    valueRange: a.valueRange,
    valueRangeNote: a.valueRangeNote,
    headlineChannel: a.headlineChannel,
    saleChance: a.saleChance,
    ...valuationMoney(asOf),
    channelValues: a.channelValues,
    channels: a.channels,
    scores: a.scores,
    industry: a.industry,
    keywordVolume: a.keywordVolume,
    explanation: explained(a.explanation),
    ownFactors: factorsOfValuation(a),
    reportedSales: [...reportedSales],
    comparableSales: comparableSales(a.features, a.channelValues, comparables, asOf),
    sources: valuationSources(),
    lookalike: lookalikeOf(label, extension),
  };
}

/** How many of the factors that moved the model's value a valuation lists, strongest first. */
const EXPLAINED_FACTORS = 4;

/** The name's own sale, first where it has one, then the factors that moved the model's value most. */
function explained(explanation: ValuationResult['explanation']): ValuationResult['explanation'] {
  const ownSale = explanation[0]?.factor === OWN_SALE_FACTOR ? 1 : 0;
  return explanation.slice(0, ownSale + EXPLAINED_FACTORS);
}

/** Every figure of a valuation is the engine's, beside the reported sales it compares with. */
function valuationSources(): ValuationResult['sources'] {
  const { similarSales, ...estimates } = estimateSources();
  return { ...estimates, comparableSales: similarSales };
}

/**
 * Valuations by the valuation engine, with each name's own reported sales: one name, or up to
 * 1,000 in one call. The engine is deterministic and the sales change only when an operator
 * imports more, so browsers may cache an answer for an hour.
 */
export const valuationRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Value one domain name',
      description: `The valuation engine: the retail (marketplace) value and, beside it, the auction and brokerage values, each with its own calibrated 80% range (or, where that channel rarely sells names like this one, no value and the reason in noValueReason). A name with reported sales of its own is valued from the latest of them (up to asOf), carried by its channel's index and blended with the model by weights measured on resold names; its headline is in the channel it sold through, and its explanation names that sale first. A name whose shape (length, words, consonant run, digits, hyphens) too few reported sales share gets no number at all: every value and range null, the reason in each channel's noValueReason, saleChance null; where few sales share it the ranges are wider and valueRangeNote says why. No value exceeds the name's stronger form's in the same channel (without hyphens, in .com, its words without loose letters). saleChance estimates the yearly chance that a name like this, offered at its marketplace value, sells: published sell-through of listed names per extension, spread by value and support. An internationalised name read as its ASCII twin is valued below the twin by the discount measured on reported IDN sales, and one that may pass for another name (mixed scripts, or letters confusable with another ASCII name, by Unicode's UTS #39) is still valued but carries lookalike ("Looks like apple.com"); scores, the words found, an explanation and comparable real sales, and ${REPORTED_SALES_NOTE} ${AS_OF_NOTE} The same name always gets the same answer until the sales table changes, so answers may be cached.`,
      responses: {
        200: { description: 'The valuation', json: valuationSchema },
        400: 'The domain is not a valid NAME.TLD, or asOf is not a year from the first reported sale to the current year',
      },
    }),
    rateLimit('VALUATION_RATE_LIMITER'),
    validate('query', valuationQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const parsed = refusableName(readDomainName(query.domain));
      if (isRefused(parsed)) return refusalResponse(c, parsed.refused);
      const asked = askedYear(query.asOf, new Date());
      if (isRefused(asked)) return refusalResponse(c, asked.refused);
      const name = `${parsed.label}.${parsed.extension}`;
      const reportedSales = (await reportedSalesOfNames(c.env.DB, c.get('db'), [name])).get(name) ?? [];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.json(valuationOf(parsed.label, parsed.extension, 5, reportedSales, asked.year), 200);
    },
  )
  .post(
    '/bulk',
    describeRoute({
      summary: 'Value up to 1,000 domain names at once',
      description: `Each valuation as GET /api/valuation gives it, with fewer comparables, and ${REPORTED_SALES_NOTE} ${AS_OF_NOTE}`,
      responses: {
        200: { description: 'One valuation per name, in the order sent', json: bulkValuationResponseSchema },
        400: 'A name is not a valid NAME.TLD, or asOf is not a year from the first reported sale to the current year',
        413: 'The body is larger than 400,000 bytes',
      },
    }),
    rateLimit('BULK_VALUATION_RATE_LIMITER'),
    limitBodySize(MAX_BULK_BYTES),
    validate('json', bulkValuationRequestSchema),
    async (c) => {
      const { domains, asOf } = c.req.valid('json');
      const asked = askedYear(asOf, new Date());
      if (isRefused(asked)) return refusalResponse(c, asked.refused);
      const names: Array<[string, string]> = [];
      for (const [i, domain] of domains.entries()) {
        const parsed = requestedName(domain, { in: 'json', name: `domains[${i}]` });
        if (isRefused(parsed)) return refusalResponse(c, parsed.refused);
        names.push([parsed.label, parsed.extension]);
      }
      const sales = await reportedSalesOfNames(
        c.env.DB,
        c.get('db'),
        names.map(([label, extension]) => `${label}.${extension}`),
      );
      const body: BulkValuationResponse = {
        valuations: names.map(([l, e]) => valuationOf(l, e, 3, sales.get(`${l}.${e}`) ?? [], asked.year)),
      };
      return c.json(body, 200);
    },
  );
