import type { ModuleProgress, ProgressStats } from '@domainary/schema/contracts/learning.ts';
import { learningModules, moduleProgress } from '@domainary/schema/tables/index.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import type { DerivedProgress } from './learning-rows.ts';

const progressColumns = {
  moduleId: moduleProgress.moduleId,
  status: moduleProgress.status,
  pointsEarned: moduleProgress.pointsEarned,
  completedAt: moduleProgress.completedAt,
};

export function listProgress(db: Database, visitorId: string, moduleId?: number): Promise<ModuleProgress[]> {
  const mine = eq(moduleProgress.visitorId, visitorId);
  return db
    .select(progressColumns)
    .from(moduleProgress)
    .where(moduleId === undefined ? mine : and(mine, eq(moduleProgress.moduleId, moduleId)))
    .orderBy(asc(moduleProgress.moduleId));
}

/**
 * Records the visitor's progress on a module as the server derived it. Completion is
 * permanent: once completed, a later in_progress (a second tab, a retake of another quiz of
 * the module) keeps the status, the first completion time and the best points.
 */
export async function saveProgress(
  db: Database,
  visitorId: string,
  moduleId: number,
  progress: DerivedProgress,
  now: Date,
): Promise<ModuleProgress> {
  const wasCompleted = sql`${moduleProgress.status} = 'completed'`;
  // An upsert: safe to run again when D1 fails it transiently.
  const [row] = await retryTransient(() =>
    db
      .insert(moduleProgress)
      .values({
        visitorId,
        moduleId,
        status: progress.status,
        pointsEarned: progress.pointsEarned,
        completedAt: progress.completedAt,
        updatedAt: now.toISOString(),
      })
      .onConflictDoUpdate({
        target: [moduleProgress.visitorId, moduleProgress.moduleId],
        set: {
          status: sql`case when ${wasCompleted} then 'completed' else excluded.status end`,
          pointsEarned: sql`case when ${wasCompleted} then max(${moduleProgress.pointsEarned}, excluded.points_earned) else excluded.points_earned end`,
          completedAt: sql`case when ${wasCompleted} then ${moduleProgress.completedAt} else excluded.completed_at end`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
      .returning(progressColumns),
  );
  if (!row) throw new Error('progress upsert returned no row');
  return row;
}

/** Totals of the visitor's own progress; the module count is the whole catalogue. */
export async function progressStats(db: Database, visitorId: string): Promise<ProgressStats> {
  // Both reads at once: they travel to the database together (db/read-batching.ts).
  const [[mine], [catalogue]] = await Promise.all([
    db
      .select({
        totalPointsEarned: sql<number>`coalesce(sum(${moduleProgress.pointsEarned}), 0)`,
        completedCount: sql<number>`count(*) filter (where ${moduleProgress.status} = 'completed')`,
        inProgressCount: sql<number>`count(*) filter (where ${moduleProgress.status} = 'in_progress')`,
      })
      .from(moduleProgress)
      .where(eq(moduleProgress.visitorId, visitorId)),
    db.select({ n: sql<number>`count(*)` }).from(learningModules),
  ]);
  return {
    totalPointsEarned: mine?.totalPointsEarned ?? 0,
    completedCount: mine?.completedCount ?? 0,
    inProgressCount: mine?.inProgressCount ?? 0,
    totalModulesCount: catalogue?.n ?? 0,
  };
}
