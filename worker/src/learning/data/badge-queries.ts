import type { Badge, UserBadge } from '@domainary/schema/contracts/learning.ts';
import { badges, earnedBadges, learningModules, moduleProgress } from '@domainary/schema/tables/index.ts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';

const badgeColumns = {
  id: badges.id,
  name: badges.name,
  description: badges.description,
  iconUrl: badges.iconUrl,
  pointsValue: badges.pointsValue,
};

type Criterion = (typeof badges.$inferSelect)['criterion'];
type BadgeRule = Badge & { criterion: Criterion; threshold: number };

export async function findBadge(db: Database, badgeId: number): Promise<BadgeRule | undefined> {
  const [row] = await db
    .select({ ...badgeColumns, criterion: badges.criterion, threshold: badges.threshold })
    .from(badges)
    .where(eq(badges.id, badgeId));
  return row;
}

export async function listUserBadges(
  db: Database,
  visitorId: string,
  badgeIds?: number[],
): Promise<UserBadge[]> {
  const mine = eq(earnedBadges.visitorId, visitorId);
  const rows = await db
    // D1 keys each row by column name: the badge's id is aliased apart from the award's.
    .select({
      id: earnedBadges.id,
      earnedAt: earnedBadges.earnedAt,
      badge: { ...badgeColumns, id: sql<number>`${badges.id}`.as('badge_id') },
    })
    .from(earnedBadges)
    .innerJoin(badges, eq(badges.id, earnedBadges.badgeId))
    .where(badgeIds ? and(mine, inArray(earnedBadges.badgeId, badgeIds)) : mine)
    .orderBy(asc(earnedBadges.earnedAt), asc(earnedBadges.id));
  return rows;
}

/** What the visitor has achieved so far, measured the way badge criteria are stated. */
async function criteriaProgress(db: Database, visitorId: string): Promise<Record<Criterion, number>> {
  const [row] = await db
    .select({
      modules_completed: sql<number>`count(*) filter (where ${moduleProgress.status} = 'completed')`,
      perfect_modules: sql<number>`count(*) filter (where ${moduleProgress.status} = 'completed' and ${moduleProgress.pointsEarned} >= ${learningModules.pointsToEarn})`,
      points_earned: sql<number>`coalesce(sum(${moduleProgress.pointsEarned}), 0)`,
    })
    .from(moduleProgress)
    .innerJoin(learningModules, eq(learningModules.id, moduleProgress.moduleId))
    .where(eq(moduleProgress.visitorId, visitorId));
  return row ?? { modules_completed: 0, perfect_modules: 0, points_earned: 0 };
}

function isEarned(rule: Pick<BadgeRule, 'criterion' | 'threshold'>, done: Record<Criterion, number>) {
  return done[rule.criterion] >= rule.threshold;
}

/**
 * Awards the requested badge if the visitor's progress meets its criterion, together with
 * any other milestone badge now met. Awarding is idempotent: a badge is held once.
 * Returns null when the requested badge is not earned yet.
 */
export async function awardBadge(
  db: Database,
  visitorId: string,
  requested: BadgeRule,
  now: Date,
): Promise<{ userBadge: UserBadge; newlyAwarded: UserBadge[] } | null> {
  const done = await criteriaProgress(db, visitorId);
  if (!isEarned(requested, done)) return null;
  const rules = await db
    .select({ id: badges.id, criterion: badges.criterion, threshold: badges.threshold })
    .from(badges);
  const earnedIds = rules.filter((rule) => isEarned(rule, done)).map((rule) => rule.id);
  const inserted = await retryTransient(() =>
    db
      .insert(earnedBadges)
      .values(earnedIds.map((badgeId) => ({ visitorId, badgeId, earnedAt: now.toISOString() })))
      .onConflictDoNothing({ target: [earnedBadges.visitorId, earnedBadges.badgeId] })
      .returning({ badgeId: earnedBadges.badgeId }),
  );
  const held = await listUserBadges(db, visitorId, earnedIds);
  const userBadge = held.find((b) => b.badge.id === requested.id);
  if (!userBadge) throw new Error('awarded badge not found after insert');
  const fresh = new Set(inserted.map((r) => r.badgeId));
  return { userBadge, newlyAwarded: held.filter((b) => fresh.has(b.badge.id)) };
}
