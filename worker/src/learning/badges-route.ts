import {
  type AwardBadgeResult,
  awardBadgeResultSchema,
  awardBadgeSchema,
  userBadgeSchema,
} from '@domainary/schema/contracts/learning.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { awardBadge, findBadge, listUserBadges } from './data/badge-queries.ts';

export const badgeRoutes = new Hono<AppEnv>()
  .use(requireVisitor)
  .get(
    '/user-badges',
    describeRoute({
      summary: "The visitor's earned badges",
      responses: {
        200: { description: 'Badges, with when each was earned', json: z.array(userBadgeSchema) },
      },
    }),
    async (c) => c.json(await listUserBadges(c.get('db'), await visitorIdOf(c)), 200),
  )
  .post(
    '/award-badge',
    describeRoute({
      summary: 'Award a badge the visitor has earned',
      description:
        'Checks the badge criterion against the visitor progress; milestone badges reached on the way are awarded too.',
      responses: {
        200: { description: 'Already held: nothing new was awarded', json: awardBadgeResultSchema },
        201: { description: 'Awarded now', json: awardBadgeResultSchema },
        409: 'The badge is not earned yet',
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', awardBadgeSchema),
    async (c) => {
      const { badgeId } = c.req.valid('json');
      const db = c.get('db');
      const badge = await findBadge(db, badgeId);
      if (!badge) return apiError(c, 400, 'unknown_badge', `No badge ${badgeId}`);
      const result: AwardBadgeResult | null = await awardBadge(db, await visitorIdOf(c), badge, new Date());
      if (!result) {
        return apiError(
          c,
          409,
          'badge_not_earned',
          `Badge ${badgeId} is not earned yet: ${badge.description}`,
        );
      }
      return result.newlyAwarded.length > 0 ? c.json(result, 201) : c.json(result, 200);
    },
  );
