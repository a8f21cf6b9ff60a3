import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** What a visitor must have done to hold a badge, judged from their module progress. */
export const badgeCriteria = ['modules_completed', 'perfect_modules', 'points_earned'] as const;

export const badges = sqliteTable('badges', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  iconUrl: text('icon_url'),
  pointsValue: integer('points_value').notNull(),
  criterion: text('criterion', { enum: badgeCriteria }).notNull().default('modules_completed'),
  threshold: integer('threshold').notNull().default(1),
});
