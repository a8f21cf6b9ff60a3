import type { Availability } from '@domainary/schema/contracts/availability.ts';
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
import { type DomainName, fqdnOf, readDomainName } from '@domainary/schema/keyword/domain-name.ts';
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { watchlistFeedRoutes } from '../alerts/feeds-route.ts';
import { pushAlertRoutes } from '../alerts/push-route.ts';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries } from '../availability/configured-provider.ts';
import { visitorProvider } from '../availability/visitor-provider.ts';
import type { Database } from '../db/database.ts';
import { unlistedCandidate } from '../domains/domain-candidates.ts';
import { toDomain } from '../domains/domain-record.ts';
import { engineFiguresOf } from '../domains/engine-figures.ts';
import { reportedSalesOfRows } from '../domains/stored-domains.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import type { StageSighting } from '../radar/data/stage-sighting.ts';
import { trackName, untrackIfUnwatched } from '../radar/data/tracked-name-queries.ts';
import { watchedLifecycle } from '../radar/watched-lifecycle.ts';
import {
  isListed,
  listedName,
  unwatchName,
  type WatchRow,
  watchedHistories,
  watchName,
  watchRows,
} from './data/watchlist-queries.ts';

/**
 * A listed name nests its stored domain; any other is valued by the engine now, its status
 * not checked (the list is read often and may hold 500 names, too many to look up live).
 */
function toEntry(
  row: WatchRow,
  now: Date,
  unchecked: Availability,
  reportedSales: readonly ReportedSale[],
  radar: ReturnType<typeof watchedLifecycle>,
): WatchlistEntry {
  if (isListed(row)) {
    const domain = toDomain(row, now, reportedSales, engineFiguresOf(row.name, row.extension));
    return { id: row.entry_id, domainId: row.id, dateAdded: row.entry_added, domain, ...radar };
  }
  return {
    id: row.entry_id,
    domainId: null,
    dateAdded: row.entry_added,
    domain: unlistedCandidate(row.entry_name, row.entry_extension, unchecked, reportedSales),
    ...radar,
  };
}

/** The radar's reading of each entry's name, from the rows and the visitor's stage histories. */
function radarOf(c: Context<AppEnv>, histories: ReadonlyMap<string, StageSighting[]>, now: Date) {
  const live = asksRegistries(c.env);
  return (row: WatchRow) =>
    watchedLifecycle(
      row,
      row.entry_extension,
      histories.get(`${row.entry_name}.${row.entry_extension}`) ?? [],
      live,
      now,
    );
}

/** The reported sales of each entry's name, listed or not, read in one lookup. */
async function salesOfEntries(db: Database, rows: readonly WatchRow[]) {
  const salesOf = await reportedSalesOfRows(
    db,
    rows.map((row) => ({ name: row.entry_name, extension: row.entry_extension })),
  );
  return (row: WatchRow) => salesOf({ name: row.entry_name, extension: row.entry_extension });
}

/** What the configured provider says of a name nobody checked (offline, or not asked yet). */
const uncheckedAnswerFor = (c: Context<AppEnv>) => visitorProvider(c).unanswered;

/**
 * The name a request means: a listed domain's by its id, or a typed name when it is
 * registrable (else the reason it is not).
 */
async function nameOf(
  c: Context<AppEnv>,
  asked: { domainId?: number | undefined; domain?: string | undefined },
): Promise<DomainName | { error: string; status: 400 | 404 }> {
  if (asked.domainId !== undefined) {
    const name = await listedName(c.get('db'), asked.domainId);
    return name ?? { error: `No domain with id ${asked.domainId}`, status: 404 };
  }
  const parsed = readDomainName(asked.domain ?? '');
  return parsed.ok ? parsed : { error: parsed.message, status: 400 };
}

function refusal(
  c: Context<AppEnv>,
  target: 'json' | 'query',
  problem: { error: string; status: 400 | 404 },
) {
  if (problem.status === 404) return apiError(c, 404, 'not_found', problem.error);
  return apiError(c, 400, 'bad_request', `Invalid ${target}: domain: ${problem.error}`, [
    { path: ['domain'], message: problem.error },
  ]);
}

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
      const now = new Date();
      const db = c.get('db');
      const visitorId = await visitorIdOf(c);
      const rows = await watchRows(db, visitorId);
      const salesOf = await salesOfEntries(db, rows);
      const unchecked = uncheckedAnswerFor(c);
      const radar = radarOf(c, await watchedHistories(db, visitorId), now);
      return c.json(
        rows.map((row) => toEntry(row, now, unchecked, salesOf(row), radar(row))),
        200,
      );
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
      const name = await nameOf(c, c.req.valid('json'));
      if ('error' in name) return refusal(c, 'json', name);
      const now = new Date();
      const db = c.get('db');
      const result = await watchName(db, visitorId, name, now);
      if (result.kind === 'full') {
        return apiError(
          c,
          409,
          'watchlist_full',
          `Your watchlist is full: it holds at most ${WATCHLIST_MAX_ENTRIES} domains. Remove one to add another.`,
        );
      }
      if (result.created) await trackName(db, name, now);
      const salesOf = await salesOfEntries(db, [result.row]);
      const radar = radarOf(c, new Map(), now)(result.row);
      return c.json(
        toEntry(result.row, now, uncheckedAnswerFor(c), salesOf(result.row), radar),
        result.created ? 201 : 200,
      );
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
      const name = await nameOf(c, asked);
      if ('error' in name) return refusal(c, 'query', name);
      const fqdn = fqdnOf(name);
      const removed = await unwatchName(c.get('db'), visitorId, name);
      if (!removed) return apiError(c, 404, 'not_found', `${fqdn} is not on your watchlist`);
      await untrackIfUnwatched(c.get('db'), name);
      return c.json({ domainId: asked.domainId ?? null, domain: fqdn, removed: true as const }, 200);
    },
  )
  .route('/feeds', watchlistFeedRoutes)
  .route('/push', pushAlertRoutes);
