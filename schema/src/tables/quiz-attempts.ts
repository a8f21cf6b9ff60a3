import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { quizAnswers } from './quiz-answers.ts';
import { quizQuestions } from './quiz-questions.ts';

export const quizAttempts = sqliteTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => quizAnswers.id),
    textResponse: text('text_response'),
    isCorrect: integer('is_correct', { mode: 'boolean' }).notNull(),
    /** Which take of the question's quiz this answer belongs to: 1, then one more per retake. */
    round: integer('round').notNull().default(1),
    attemptedAt: text('attempted_at').notNull(),
  },
  (t) => [uniqueIndex('quiz_attempts_visitor_question_round_idx').on(t.visitorId, t.questionId, t.round)],
);
