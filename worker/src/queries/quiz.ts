import { and, asc, eq } from 'drizzle-orm';
import type { QuizAnswer, QuizAttempt, QuizQuestion } from '../../../schema/src/contracts/learning.ts';
import {
  moduleSegments,
  quizAnswers,
  quizAttempts,
  quizQuestions,
} from '../../../schema/src/tables/index.ts';
import type { Database } from '../db/database.ts';
import { retryTransient } from '../db/retry-transient.ts';

export async function segmentExists(db: Database, segmentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleSegments.id })
    .from(moduleSegments)
    .where(eq(moduleSegments.id, segmentId));
  return row !== undefined;
}

export function questionsOfSegment(db: Database, segmentId: number): Promise<QuizQuestion[]> {
  return db
    .select({
      id: quizQuestions.id,
      segmentId: quizQuestions.segmentId,
      order: quizQuestions.order,
      questionText: quizQuestions.questionText,
      questionType: quizQuestions.questionType,
      pointsValue: quizQuestions.pointsValue,
    })
    .from(quizQuestions)
    .where(eq(quizQuestions.segmentId, segmentId))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id));
}

export async function findQuestion(db: Database, questionId: number): Promise<QuizQuestion | undefined> {
  const [row] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  return row;
}

export function answersOfQuestion(db: Database, questionId: number): Promise<QuizAnswer[]> {
  return db
    .select()
    .from(quizAnswers)
    .where(eq(quizAnswers.questionId, questionId))
    .orderBy(asc(quizAnswers.id));
}

const attemptColumns = {
  questionId: quizAttempts.questionId,
  answerId: quizAttempts.answerId,
  textResponse: quizAttempts.textResponse,
  isCorrect: quizAttempts.isCorrect,
};

export function listAttempts(db: Database, visitorId: string): Promise<QuizAttempt[]> {
  return db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(eq(quizAttempts.visitorId, visitorId))
    .orderBy(asc(quizAttempts.questionId));
}

export async function findAttempt(
  db: Database,
  visitorId: string,
  questionId: number,
): Promise<QuizAttempt | undefined> {
  const [row] = await db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.visitorId, visitorId), eq(quizAttempts.questionId, questionId)));
  return row;
}

/** Attempts are write-once per question (SPEC 5: nothing is resubmitted); null when one exists. */
export async function insertAttempt(
  db: Database,
  visitorId: string,
  attempt: QuizAttempt,
  now: Date,
): Promise<QuizAttempt | null> {
  const [row] = await retryTransient(() =>
    db
      .insert(quizAttempts)
      .values({ visitorId, ...attempt, attemptedAt: now.toISOString() })
      .onConflictDoNothing({ target: [quizAttempts.visitorId, quizAttempts.questionId] })
      .returning(attemptColumns),
  );
  return row ?? null;
}
