import { Hono } from 'hono';
import { type AwardBadgeResult, awardBadgeSchema } from '../../../schema/src/contracts/learning.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { awardBadge, findBadge, listUserBadges } from '../queries/badges.ts';

export const achievementRoutes = new Hono<AppEnv>()
  .get('/user-badges', async (c) => c.json(await listUserBadges(c.get('db'), c.get('visitorId')), 200))
  .post('/award-badge', validate('json', awardBadgeSchema), async (c) => {
    const { badgeId } = c.req.valid('json');
    const db = c.get('db');
    const badge = await findBadge(db, badgeId);
    if (!badge) return apiError(c, 400, 'unknown_badge', `No badge ${badgeId}`);
    const result: AwardBadgeResult | null = await awardBadge(db, c.get('visitorId'), badge, new Date());
    if (!result) {
      return apiError(c, 409, 'badge_not_earned', `Badge ${badgeId} is not earned yet: ${badge.description}`);
    }
    return result.newlyAwarded.length > 0 ? c.json(result, 201) : c.json(result, 200);
  });
