import { type WatchlistFeeds, watchlistFeedsSchema } from '@domainary/schema/contracts/watchlist-feeds.ts';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries } from '../availability/configured-provider.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { type FeedState, feedStateOf, renewFeedToken, turnFeedsOff } from './data/feed-token-queries.ts';
import { feedPaths, siteOrigin, webcalUrl } from './feed-urls.ts';
import { watchlistMilestones } from './watchlist-milestones.ts';

async function feedsAnswer(c: Context<AppEnv>, visitorId: string, state: FeedState): Promise<WatchlistFeeds> {
  const origin = siteOrigin(c.env.PUBLIC_ORIGIN);
  const milestones = await watchlistMilestones(c.get('db'), visitorId, asksRegistries(c.env), new Date());
  const calendarEvents = milestones.length;
  if (state.token === null) return { feeds: null, calendarEvents };
  return {
    feeds: {
      atomUrl: `${origin}${feedPaths.atom(state.token)}`,
      calendarUrl: webcalUrl(`${origin}${feedPaths.calendar(state.token)}`),
      createdAt: state.createdAt,
    },
    calendarEvents,
  };
}

const answers = { 200: { description: 'The feed URLs, or null while off', json: watchlistFeedsSchema } };

/**
 * The visitor's own feed URLs: shown, made anew (revoking the old) or turned off. Mounted under
 * the watchlist's routes, whose visitor middleware scopes them to the cookie.
 */
export const watchlistFeedRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: "The watchlist's private Atom feed and calendar subscription",
      description:
        'Made on first ask. Each URL holds a secret token: anyone with it reads the feed, so it is shown only to the visitor, and `POST` replaces it.',
      responses: answers,
    }),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      return c.json(
        await feedsAnswer(c, visitorId, await feedStateOf(c.get('db'), visitorId, new Date())),
        200,
      );
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Make new feed URLs',
      description: 'The old URLs stop working at once (404). Also turns feeds back on after `DELETE`.',
      responses: answers,
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      const state = await renewFeedToken(c.get('db'), visitorId, new Date());
      return c.json(await feedsAnswer(c, visitorId, state), 200);
    },
  )
  .delete(
    '/',
    describeRoute({
      summary: 'Turn the feeds off',
      description: 'The URLs stop working at once (404); none is made again until `POST`.',
      responses: answers,
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    async (c) => {
      const visitorId = await visitorIdOf(c);
      const now = new Date();
      await turnFeedsOff(c.get('db'), visitorId, now);
      return c.json(await feedsAnswer(c, visitorId, { token: null, createdAt: now.toISOString() }), 200);
    },
  );
