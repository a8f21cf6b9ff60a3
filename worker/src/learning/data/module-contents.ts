import type { LearningModule, ModuleSegment } from '@domainary/schema/contracts/learning.ts';
import { learningModules, moduleSegments } from '@domainary/schema/tables/index.ts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export function listModules(db: Database): Promise<LearningModule[]> {
  return db.select().from(learningModules).orderBy(asc(learningModules.id));
}

export async function findModule(db: Database, id: number): Promise<LearningModule | undefined> {
  const [row] = await db.select().from(learningModules).where(eq(learningModules.id, id));
  return row;
}

export function listSegments(db: Database, moduleId: number): Promise<ModuleSegment[]> {
  return db
    .select()
    .from(moduleSegments)
    .where(eq(moduleSegments.moduleId, moduleId))
    .orderBy(asc(moduleSegments.order), asc(moduleSegments.id));
}
