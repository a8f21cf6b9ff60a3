import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const badges = sqliteTable('badges', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  iconUrl: text('icon_url'),
  pointsValue: integer('points_value').notNull(),
});
