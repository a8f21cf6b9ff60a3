import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { learningModules } from './learning-modules.ts';

export const moduleProgress = sqliteTable(
  'module_progress',
  {
    id: integer('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['not_started', 'in_progress', 'completed'] }).notNull(),
    pointsEarned: integer('points_earned').notNull().default(0),
    completedAt: text('completed_at'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('module_progress_visitor_module_idx').on(t.visitorId, t.moduleId)],
);
