import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { moduleSegments } from './module-segments.ts';

export const quizQuestions = sqliteTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey(),
    segmentId: integer('segment_id')
      .notNull()
      .references(() => moduleSegments.id, { onDelete: 'cascade' }),
    order: integer('order').notNull(),
    questionText: text('question_text').notNull(),
    questionType: text('question_type', {
      enum: ['multiple_choice', 'true_false', 'short_answer'],
    }).notNull(),
    pointsValue: integer('points_value').notNull(),
  },
  (t) => [index('quiz_questions_segment_order_idx').on(t.segmentId, t.order)],
);
