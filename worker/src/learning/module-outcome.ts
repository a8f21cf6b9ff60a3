import type { ProgressStatus } from '@domainary/schema/contracts/learning.ts';
import { quizOutcome } from '@domainary/schema/contracts/learning-rules.ts';
import type { DerivedProgress, ModuleQuestion, RoundAttempt } from './data/learning-rows.ts';
import { latestFinishedRound } from './quiz-rounds.ts';

/**
 * A module's progress as the visitor's saved answers show it: each quiz counts by its latest
 * finished round, the module's points are the rounded share of its quiz points scored, and it
 * is completed only when every quiz is finished and the share passes. What the visitor
 * declares can mark a module started, never raise its status or points.
 */
export function deriveProgress(
  pointsToEarn: number,
  questions: readonly ModuleQuestion[],
  attempts: readonly RoundAttempt[],
  declared: ProgressStatus,
): DerivedProgress {
  const quizzes = new Map<number, ModuleQuestion[]>();
  for (const q of questions) quizzes.set(q.segmentId, [...(quizzes.get(q.segmentId) ?? []), q]);
  let score = 0;
  let total = 0;
  let finished = quizzes.size > 0;
  let finishedAt = '';
  for (const quiz of quizzes.values()) {
    const ids = new Set(quiz.map((q) => q.id));
    const round = latestFinishedRound(
      quiz,
      attempts.filter((a) => ids.has(a.questionId)),
    );
    for (const q of quiz) total += q.pointsValue;
    if (!round) {
      finished = false;
      continue;
    }
    score += round.score;
    if (round.finishedAt > finishedAt) finishedAt = round.finishedAt;
  }
  const { passed, pointsEarned } = quizOutcome(score, total, pointsToEarn);
  if (finished && passed) return { status: 'completed', pointsEarned, completedAt: finishedAt };
  const started = declared !== 'not_started' || attempts.length > 0;
  return started
    ? { status: 'in_progress', pointsEarned, completedAt: null }
    : { status: 'not_started', pointsEarned: 0, completedAt: null };
}
