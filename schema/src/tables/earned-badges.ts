import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { badges } from './badges.ts';

export const earnedBadges = sqliteTable(
  'earned_badges',
  {
    id: integer('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    earnedAt: text('earned_at').notNull(),
  },
  (t) => [uniqueIndex('earned_badges_visitor_badge_idx').on(t.visitorId, t.badgeId)],
);
