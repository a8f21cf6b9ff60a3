import type { QuizAnswer, QuizAttempt, QuizQuestion } from '@domainary/schema/contracts/learning.ts';
import { moduleSegments, quizAnswers, quizAttempts, quizQuestions } from '@domainary/schema/tables/index.ts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import type { ModuleQuestion, RoundAttempt } from './learning-rows.ts';

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

const roundAttemptColumns = {
  questionId: quizAttempts.questionId,
  round: quizAttempts.round,
  isCorrect: quizAttempts.isCorrect,
  attemptedAt: quizAttempts.attemptedAt,
};

/** The visitor's answers in the current round of each quiz: a retake hides the rounds before it. */
export async function listAttempts(db: Database, visitorId: string): Promise<QuizAttempt[]> {
  const rows = await db
    .select({ ...attemptColumns, round: quizAttempts.round, segmentId: quizQuestions.segmentId })
    .from(quizAttempts)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttempts.questionId))
    .where(eq(quizAttempts.visitorId, visitorId))
    .orderBy(asc(quizAttempts.questionId));
  const current = new Map<number, number>();
  for (const r of rows) current.set(r.segmentId, Math.max(current.get(r.segmentId) ?? 0, r.round));
  return rows
    .filter((r) => r.round === current.get(r.segmentId))
    .map(({ questionId, answerId, textResponse, isCorrect }) => ({
      questionId,
      answerId,
      textResponse,
      isCorrect,
    }));
}

/** The visitor's answers, in every round, to the questions of one quiz segment. */
export function attemptsOnSegment(
  db: Database,
  visitorId: string,
  segmentId: number,
): Promise<RoundAttempt[]> {
  return db
    .select(roundAttemptColumns)
    .from(quizAttempts)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttempts.questionId))
    .where(and(eq(quizAttempts.visitorId, visitorId), eq(quizQuestions.segmentId, segmentId)));
}

/** The quiz questions of every segment of a module, with their points. */
export function questionsOfModule(db: Database, moduleId: number): Promise<ModuleQuestion[]> {
  return db
    .select({
      id: quizQuestions.id,
      segmentId: quizQuestions.segmentId,
      pointsValue: quizQuestions.pointsValue,
    })
    .from(quizQuestions)
    .innerJoin(moduleSegments, eq(moduleSegments.id, quizQuestions.segmentId))
    .where(eq(moduleSegments.moduleId, moduleId));
}

/** The visitor's answers, in every round, to the quiz questions of a module. */
export function attemptsOnModule(db: Database, visitorId: string, moduleId: number): Promise<RoundAttempt[]> {
  return db
    .select(roundAttemptColumns)
    .from(quizAttempts)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizAttempts.questionId))
    .innerJoin(moduleSegments, eq(moduleSegments.id, quizQuestions.segmentId))
    .where(and(eq(quizAttempts.visitorId, visitorId), eq(moduleSegments.moduleId, moduleId)));
}

/**
 * Stores an answer in its round, once: null when the question already has another answer in
 * that round. The same answer again finds its own row, so a retried insert that D1 had
 * committed still answers with it.
 */
export async function insertAttempt(
  db: Database,
  visitorId: string,
  attempt: QuizAttempt,
  round: number,
  now: Date,
): Promise<QuizAttempt | null> {
  const [row] = await retryTransient(() =>
    db
      .insert(quizAttempts)
      .values({ visitorId, ...attempt, round, attemptedAt: now.toISOString() })
      .onConflictDoUpdate({
        target: [quizAttempts.visitorId, quizAttempts.questionId, quizAttempts.round],
        set: { attemptedAt: sql`${quizAttempts.attemptedAt}` },
        setWhere: sql`${quizAttempts.answerId} is excluded.answer_id and ${quizAttempts.textResponse} is excluded.text_response`,
      })
      .returning(attemptColumns),
  );
  return row ?? null;
}
