import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const learningModules = sqliteTable('learning_modules', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  difficultyLevel: integer('difficulty_level').notNull(),
  estimatedTimeMinutes: integer('estimated_time_minutes'),
  pointsToEarn: integer('points_to_earn').notNull(),
});
