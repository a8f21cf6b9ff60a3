import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries } from '../availability/configured-provider.ts';
import { apiError } from '../http/error-response.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { FEED_TOKEN_PATTERN } from './data/feed-token.ts';
import { feedOwnerOf } from './data/feed-token-queries.ts';
import { stageChangesOfVisitor } from './data/stage-change-queries.ts';
import { feedPaths, siteOrigin } from './feed-urls.ts';
import { stageAtomFeed } from './stage-atom-feed.ts';
import { watchlistCalendar } from './watchlist-calendar.ts';
import { watchlistMilestones } from './watchlist-milestones.ts';

/**
 * Headers of a response at a capability URL: the URL is the secret, so no page it links to may
 * learn it from a Referer, no shared cache may keep the answer, and no search engine lists it.
 */
const CAPABILITY_HEADERS = {
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'private, no-cache',
  'X-Robots-Tag': 'noindex',
};

/** The owner of the token in the path; undefined for a malformed, unknown or revoked one (all 404 alike). */
async function ownerOf(c: Context<AppEnv>) {
  const token = c.req.param('token') ?? '';
  if (!FEED_TOKEN_PATTERN.test(token)) return undefined;
  const owner = await feedOwnerOf(c.get('db'), token);
  return owner && { ...owner, token };
}

const notFound = (c: Context<AppEnv>) => {
  c.header('Referrer-Policy', 'no-referrer');
  return apiError(
    c,
    404,
    'not_found',
    'No feed at this address: it was never made, or its owner replaced or turned it off.',
  );
};

/** A watchlist's private feeds, read by feed readers and calendar apps without the visitor cookie. */
export const privateFeedRoutes = new Hono<AppEnv>()
  .get(
    '/:token/watchlist.atom',
    describeRoute({
      summary: "A watchlist's stage changes as an Atom feed",
      description: `An entry each time a watched name reaches a new registry stage, newest first. The token comes from \`GET /api/watchlist/feeds\`.`,
      responses: {
        200: { description: 'An Atom feed (RFC 4287)', mediaType: 'application/atom+xml' },
        404: 'Unknown, replaced or revoked token',
      },
    }),
    async (c) => {
      const owner = await ownerOf(c);
      if (!owner) return notFound(c);
      const origin = siteOrigin(c.env.PUBLIC_ORIGIN);
      const changes = await stageChangesOfVisitor(c.get('db'), owner.visitorId);
      const body = stageAtomFeed(changes, {
        origin,
        selfUrl: `${origin}${feedPaths.atom(owner.token)}`,
        createdAt: owner.createdAt,
      });
      return c.body(body, 200, {
        ...CAPABILITY_HEADERS,
        'Content-Type': 'application/atom+xml; charset=utf-8',
      });
    },
  )
  .get(
    '/:token/watchlist.ics',
    describeRoute({
      summary: "A watchlist's calendar subscription",
      description:
        'Expiry dates, the ends of grace and redemption and predicted drop windows, with reminders only where their moment is still ahead.',
      responses: {
        200: { description: 'An iCalendar feed (RFC 5545)', mediaType: 'text/calendar' },
        404: 'Unknown, replaced or revoked token',
      },
    }),
    async (c) => {
      const owner = await ownerOf(c);
      if (!owner) return notFound(c);
      const now = new Date();
      const milestones = await watchlistMilestones(c.get('db'), owner.visitorId, asksRegistries(c.env), now);
      const body = watchlistCalendar(milestones, now, siteOrigin(c.env.PUBLIC_ORIGIN));
      return c.body(body, 200, {
        ...CAPABILITY_HEADERS,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="domainary-watchlist.ics"',
      });
    },
  );
