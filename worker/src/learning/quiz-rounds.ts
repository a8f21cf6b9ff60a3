import { quizOutcome } from '@domainary/schema/contracts/learning-rules.ts';

import type { PointedQuestion, RoundAttempt } from './data/learning-rows.ts';

/** A round in which every question of the quiz has an answer. */
export interface FinishedRound {
  round: number;
  score: number;
  total: number;
  passed: boolean;
  /** When its last answer was saved. */
  finishedAt: string;
}

/**
 * The visitor's latest round that answers every question of the quiz, scored; null while no
 * round is finished. A retake in progress leaves the round before it counting.
 */
export function latestFinishedRound(
  questions: readonly PointedQuestion[],
  attempts: readonly RoundAttempt[],
): FinishedRound | null {
  const points = new Map(questions.map((q) => [q.id, q.pointsValue]));
  let total = 0;
  for (const q of questions) total += q.pointsValue;
  const rounds = [...new Set(attempts.map((a) => a.round))].sort((a, b) => b - a);
  for (const round of rounds) {
    const answers = attempts.filter((a) => a.round === round && points.has(a.questionId));
    if (questions.length === 0 || new Set(answers.map((a) => a.questionId)).size < questions.length) continue;
    let score = 0;
    let finishedAt = '';
    for (const a of answers) {
      if (a.isCorrect) score += points.get(a.questionId) ?? 0;
      if (a.attemptedAt > finishedAt) finishedAt = a.attemptedAt;
    }
    return { round, score, total, passed: quizOutcome(score, total, 0).passed, finishedAt };
  }
  return null;
}

/**
 * The round a new answer to the question belongs in: the next one when the current round is
 * finished and failed (a retake), else the current round, where a question already answered
 * keeps its answer (storing it refuses a different one).
 */
export function roundForAnswer(
  questions: readonly PointedQuestion[],
  attempts: readonly RoundAttempt[],
  questionId: number,
): number {
  let current = 0;
  for (const a of attempts) current = Math.max(current, a.round);
  if (current === 0) return 1;
  if (!attempts.some((a) => a.round === current && a.questionId === questionId)) return current;
  const finished = latestFinishedRound(questions, attempts);
  return finished?.round === current && !finished.passed ? current + 1 : current;
}
