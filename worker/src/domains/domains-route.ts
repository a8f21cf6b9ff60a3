import {
  type DomainBulkResult,
  domainBulkRequestSchema,
  domainBulkResultSchema,
} from '@domainary/schema/contracts/domain-bulk.ts';
import {
  type DomainSearchResult,
  domainDetailsQuerySchema,
  domainDetailsSchema,
  domainIdParamSchema,
  domainSchema,
  domainSearchQuerySchema,
  domainSearchResultSchema,
  expiringQuerySchema,
  valueHistoryPointSchema,
} from '@domainary/schema/contracts/domains.ts';
import {
  type ListedDomainsResult,
  listedDomainsQuerySchema,
  listedDomainsResultSchema,
} from '@domainary/schema/contracts/listed-domains.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import { apiError } from '../http/error-response.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { AS_OF_NOTE } from '../openapi/as-of-note.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { REPORTED_SALES_NOTE } from '../openapi/reported-sales-note.ts';
import { isRefused } from '../refusal.ts';
import { reportedSalesOfNames } from '../sales/index.ts';
import { askedYear } from '../valuation/index.ts';
import { bulkCheck } from './bulk-check.ts';
import { domainRowById } from './data/domain-lookups.ts';
import { domainInMoney } from './domain-in-money.ts';
import { fqdnOfRow, toDomain } from './domain-record.ts';
import { domainSearch } from './domain-search.ts';
import { engineFiguresOf } from './engine-figures.ts';
import { expiringStrip } from './expiring-strip.ts';
import { listedDomainRows } from './listed-browse.ts';
import { storedDomains } from './stored-domains.ts';
import { valueTimeline } from './value-timeline.ts';

const EXPIRING_DEFAULT = 4;
const isoDayOf = (d: Date) => d.toISOString().slice(0, 10);

export const domainRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Search domains by keyword',
      description: `The keyword is read as words: a pasted URL or e-mail address gives its host, a typed extension is kept, accents and other scripts give an internationalised name and its ASCII spellings. Exact-name candidates (the words joined and hyphenated) under the requested extensions (first page only), then stored domains holding every word, closest first, filtered and sorted, paged by cursor. A keyword with nothing searchable gives an empty result; one too long for a domain name a 400. Every domain carries ${REPORTED_SALES_NOTE}`,
      responses: {
        200: { description: 'Candidates and one page of matches', json: domainSearchResultSchema },
      },
    }),
    rateLimit('DOMAIN_SEARCH_RATE_LIMITER'),
    validate('query', domainSearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      if (query.keyword === '') {
        const empty: DomainSearchResult = { keyword: '', candidates: [], domains: [], nextCursor: null };
        return c.json(empty, 200);
      }
      const answer = await domainSearch(c.env.DB, c.get('db'), visitorProvider(c), query, new Date());
      if (isRefused(answer)) return refusalResponse(c, answer.refused);
      return c.json(answer, 200);
    },
  )
  .post(
    '/bulk',
    describeRoute({
      summary: 'Check up to 500 pasted names',
      responses: {
        200: { description: 'One row per name, in the order sent', json: domainBulkResultSchema },
      },
    }),
    rateLimit('BULK_CHECK_RATE_LIMITER'),
    validate('json', domainBulkRequestSchema),
    async (c) => {
      const { names } = c.req.valid('json');
      const db = c.get('db');
      const body: DomainBulkResult = { rows: await bulkCheck(db, visitorProvider(c), names) };
      return c.json(body, 200);
    },
  )
  .get(
    '/expiring',
    describeRoute({
      summary: 'Popular .com domains expiring soon',
      responses: { 200: { description: 'Soonest to expire first', json: z.array(domainSchema) } },
    }),
    validate('query', expiringQuerySchema),
    async (c) => {
      const { limit = EXPIRING_DEFAULT } = c.req.valid('query');
      const strip = await expiringStrip(c.env.DB, c.get('db'), limit, new Date());
      // private: the first answer to a visitor also sets their cookie, which no shared cache may keep.
      c.header('Cache-Control', 'private, max-age=300');
      return c.json(strip, 200);
    },
  )
  .get(
    '/listed',
    describeRoute({
      summary: 'Browse the listed names of one status',
      description: `Without a keyword: the names of one aftermarket status (auction, expiring, premium, available), by estimated value (highest first) or, for auctions and expiring names, ending soonest (names already ended left out; then auctions whose end is not known, by value). The search's extension, length, price and industry filters apply. Paged by cursor; a page may end short, with a cursor, when a narrow filter leaves few names among the keys one page may read. Listings are sample data unless imported (see recordSource). Every domain carries ${REPORTED_SALES_NOTE}`,
      responses: {
        200: { description: 'One page of names of the status', json: listedDomainsResultSchema },
      },
    }),
    rateLimit('DOMAIN_SEARCH_RATE_LIMITER'),
    validate('query', listedDomainsQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const db = c.get('db');
      const now = new Date();
      const page = await listedDomainRows(db, query, isoDayOf(now));
      if (isRefused(page)) return refusalResponse(c, page.refused);
      const body: ListedDomainsResult = {
        status: query.status,
        sortBy: query.sortBy,
        domains: await storedDomains(c.env.DB, db, page.rows, now),
        nextCursor: page.nextCursor,
      };
      return c.json(body, 200);
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'One domain',
      description: `The stored domain, with ${REPORTED_SALES_NOTE} ${AS_OF_NOTE}`,
      responses: {
        200: { description: 'The domain', json: domainDetailsSchema },
        400: 'asOf is not a year from the first reported sale to the current year',
        404: 'No such domain',
      },
    }),
    validate('param', domainIdParamSchema),
    validate('query', domainDetailsQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const now = new Date();
      const asked = askedYear(c.req.valid('query').asOf, now);
      if (isRefused(asked)) return refusalResponse(c, asked.refused);
      const db = c.get('db');
      const row = await domainRowById(db, id);
      if (!row) return apiError(c, 404, 'not_found', `No domain with id ${id}`);
      const fqdn = fqdnOfRow(row);
      const reportedSales = (await reportedSalesOfNames(c.env.DB, db, [fqdn])).get(fqdn) ?? [];
      const figures = engineFiguresOf(row.name, row.extension, asked.year);
      return c.json(domainInMoney(toDomain(row, now, reportedSales, figures), asked.year), 200);
    },
  )
  .get(
    '/:id/value-history',
    describeRoute({
      summary: "A domain's value timeline",
      description: 'Points from first registration to today, each with the reason it moved.',
      responses: {
        200: { description: 'Points, oldest first', json: z.array(valueHistoryPointSchema) },
        404: 'No such domain',
      },
    }),
    validate('param', domainIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await domainRowById(c.get('db'), id);
      if (!row) return apiError(c, 404, 'not_found', `No domain with id ${id}`);
      const points = valueTimeline(
        {
          estimatedValue: row.estimated_value,
          seoScore: row.seo_score,
          trafficPotential: row.traffic_potential,
          status: row.status,
          firstRegistered: row.first_registered ?? row.registration_date,
          expiryDate: row.expiry_date,
        },
        isoDayOf(new Date()),
      );
      return c.json(points, 200);
    },
  );
