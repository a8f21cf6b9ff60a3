import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { quizQuestions } from './quiz-questions.ts';

export const quizAnswers = sqliteTable(
  'quiz_answers',
  {
    id: integer('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerText: text('answer_text').notNull(),
    isCorrect: integer('is_correct', { mode: 'boolean' }).notNull(),
  },
  (t) => [index('quiz_answers_question_idx').on(t.questionId)],
);
