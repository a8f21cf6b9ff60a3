import type { ReportedSale } from '@domainary/schema/contracts/sales.ts';
import {
  WATCHLIST_MAX_ENTRIES,
  type WatchlistEntry,
  watchlistAddSchema,
  watchlistEntrySchema,
  watchlistListQuerySchema,
  watchlistRemovedSchema,
  watchlistRemoveQuerySchema,
} from '@domainary/schema/contracts/watchlist.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { fqdnOfRow, toDomain } from '../domains/domain-record.ts';
import { reportedSalesOfRows } from '../domains/stored-domains.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { reportedSalesOf } from '../market/data/reported-sales.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { visitorRoute } from '../middleware/visitor-route.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { unwatchDomain, type WatchRow, watchDomain, watchRows } from './data/watchlist-queries.ts';
import { expiryCalendar } from './expiry-calendar.ts';

function toEntry(row: WatchRow, now: Date, reportedSales: readonly ReportedSale[]): WatchlistEntry {
  return {
    id: row.entry_id,
    domainId: row.id,
    dateAdded: row.entry_added,
    domain: toDomain(row, now, reportedSales),
  };
}

/**
 * Every route is scoped to the visitor cookie: visitors are anonymous, and the cookie is the
 * only proof of whose list it is. The userId=1 that clients send is validated loosely and
 * never used to pick the list.
 */
export const watchlistRoutes = new Hono<AppEnv>()
  .use(visitorRoute)
  .get(
    '/',
    describeRoute({
      summary: "The visitor's watchlist",
      description:
        'userId=1, which clients send, is accepted and ignored: the visitor cookie decides whose list it is.',
      responses: {
        200: {
          description: 'Entries with the nested domain, newest first',
          json: z.array(watchlistEntrySchema),
        },
      },
    }),
    validate('query', watchlistListQuerySchema),
    async (c) => {
      const now = new Date();
      const db = c.get('db');
      const rows = await watchRows(db, await visitorIdOf(c));
      const salesOf = await reportedSalesOfRows(db, rows);
      return c.json(
        rows.map((row) => toEntry(row, now, salesOf(row))),
        200,
      );
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Watch a domain',
      description: `Idempotent: adding a watched domain again answers the existing entry. A watchlist holds at most ${WATCHLIST_MAX_ENTRIES} domains.`,
      responses: {
        200: { description: 'Already watched', json: watchlistEntrySchema },
        201: { description: 'Added', json: watchlistEntrySchema },
        404: 'No such domain',
        409: `The watchlist already holds ${WATCHLIST_MAX_ENTRIES} domains`,
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', watchlistAddSchema),
    async (c) => {
      const { domainId } = c.req.valid('json');
      const now = new Date();
      const db = c.get('db');
      const result = await watchDomain(db, await visitorIdOf(c), domainId, now);
      if (result.kind === 'no-such-domain')
        return apiError(c, 404, 'not_found', `No domain with id ${domainId}`);
      if (result.kind === 'full') {
        return apiError(
          c,
          409,
          'watchlist_full',
          `Your watchlist is full: it holds at most ${WATCHLIST_MAX_ENTRIES} domains. Remove one to add another.`,
        );
      }
      const reportedSales = await reportedSalesOf(db, fqdnOfRow(result.row));
      return c.json(toEntry(result.row, now, reportedSales), result.created ? 201 : 200);
    },
  )
  .delete(
    '/',
    describeRoute({
      summary: 'Stop watching a domain',
      responses: {
        200: { description: 'Removed', json: watchlistRemovedSchema },
        404: 'The domain is not on this watchlist',
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('query', watchlistRemoveQuerySchema),
    async (c) => {
      const { domainId } = c.req.valid('query');
      const removed = await unwatchDomain(c.get('db'), await visitorIdOf(c), domainId);
      if (!removed) return apiError(c, 404, 'not_found', `Domain ${domainId} is not on your watchlist`);
      return c.json({ domainId, removed: true as const }, 200);
    },
  )
  .get(
    '/calendar.ics',
    describeRoute({
      summary: "The watchlist's expiry dates as a calendar feed",
      responses: {
        200: { description: 'An iCalendar file with one event per expiry', mediaType: 'text/calendar' },
      },
    }),
    async (c) => {
      const rows = await watchRows(c.get('db'), await visitorIdOf(c));
      const names = rows.map((row) => ({
        domainId: row.id,
        fqdn: `${row.name}.${row.extension}`,
        expiryDate: row.expiry_date,
        status: row.status,
      }));
      // The site's configured address, never the request's Host header: a feed fetched under
      // a forged or internal host would otherwise link to, and name its events after, that host.
      const body = expiryCalendar(names, new Date(), new URL(c.env.PUBLIC_ORIGIN).origin);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="domainary-watchlist.ics"',
      });
    },
  );
