import {
  WATCHLIST_MAX_ENTRIES,
  watchlistAddSchema,
  watchlistEntrySchema,
  watchlistListQuerySchema,
  watchlistRemovedSchema,
  watchlistRemoveQuerySchema,
} from '@domainary/schema/contracts/watchlist.ts';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { pushAlertRoutes, watchlistFeedRoutes } from '../alerts/index.ts';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries } from '../availability/configured-provider.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import { refusalResponse } from '../http/refusal-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { isRefused } from '../refusal.ts';
import { type EntryReading, unwatch, watch, watchlistOf } from './watchlist-entries.ts';

/** How this request reads entries: the deployment's registries and provider, and the time. */
const readingOf = (c: Context<AppEnv>): EntryReading => ({
  live: asksRegistries(c.env),
  unchecked: visitorProvider(c).unanswered,
  now: new Date(),
});

/**
 * Every route is scoped to the visitor cookie: visitors are anonymous, and the cookie is the
 * only proof of whose list it is. The userId=1 that clients send is validated loosely and
 * never used to pick the list.
 */
export const watchlistRoutes = new Hono<AppEnv>()
  .use(requireVisitor)
  .get(
    '/',
    describeRoute({
      summary: "The visitor's watchlist",
      description:
        'userId=1, which clients send, is accepted and ignored: the visitor cookie decides whose list it is. ' +
        'A name Domainary does not list has domainId null and is valued on read; its status is not checked. ' +
        'A name that may pass for another (Unicode\'s UTS #39) is listed as any other, with `domain.lookalike` saying so ("Looks like apple.com"). ' +
        'Each entry carries `lifecycle`: the drop radar\'s last reading of the name\'s registry stage, when that stage was first seen, and the predicted drop window with its basis (`source` "offline" where the deployment asks no registry).',
      responses: {
        200: {
          description: 'Entries with the nested domain, newest first',
          json: z.array(watchlistEntrySchema),
        },
      },
    }),
    validate('query', watchlistListQuerySchema),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      return c.json(await watchlistOf(c.env.DB, c.get('db'), visitorId, readingOf(c)), 200);
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Watch a domain',
      description:
        'Any valid name, listed or not: `{ "domain": "bakery.com" }`, or a listed domain by `domainId`. ' +
        "A name that may pass for another is watched as any other; the entry's `domain.lookalike` says so, and the site asks the visitor to confirm first. " +
        `Idempotent: adding a watched name again answers the existing entry. A watchlist holds at most ${WATCHLIST_MAX_ENTRIES} names.`,
      responses: {
        200: { description: 'Already watched', json: watchlistEntrySchema },
        201: { description: 'Added', json: watchlistEntrySchema },
        404: 'No domain with that id',
        409: `The watchlist already holds ${WATCHLIST_MAX_ENTRIES} names`,
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', watchlistAddSchema),
    async (c) => {
      // The visitor first: a misconfigured cookie secret answers 503 whatever the name.
      const visitorId = await visitorIdOf(c);
      const watched = await watch(c.env.DB, c.get('db'), visitorId, c.req.valid('json'), readingOf(c));
      if (isRefused(watched)) return refusalResponse(c, watched.refused);
      return c.json(watched.entry, watched.created ? 201 : 200);
    },
  )
  .delete(
    '/',
    describeRoute({
      summary: 'Stop watching a domain',
      description: "By the listed domain's `domainId`, or by the name itself (`domain=bakery.com`).",
      responses: {
        200: { description: 'Removed', json: watchlistRemovedSchema },
        404: 'The name is not on this watchlist',
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('query', watchlistRemoveQuerySchema),
    async (c) => {
      const asked = c.req.valid('query');
      const visitorId = await visitorIdOf(c);
      const removed = await unwatch(c.get('db'), visitorId, asked);
      if (isRefused(removed)) return refusalResponse(c, removed.refused);
      return c.json({ domainId: asked.domainId ?? null, domain: removed.fqdn, removed: true as const }, 200);
    },
  )
  .route('/feeds', watchlistFeedRoutes)
  .route('/push', pushAlertRoutes);
