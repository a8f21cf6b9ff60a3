import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { learningModules } from './learning-modules.ts';

export const moduleSegments = sqliteTable(
  'module_segments',
  {
    id: integer('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: ['text', 'video', 'quiz', 'interactive'] }).notNull(),
    content: text('content').notNull(),
    mediaUrl: text('media_url'),
    isRequired: integer('is_required', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [index('module_segments_module_order_idx').on(t.moduleId, t.order)],
);
