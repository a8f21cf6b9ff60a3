import { PASS_PERCENT, type QuizAnswer } from './learning.ts';

/**
 * The quiz rules (correctness, percentage, pass and points) as pure functions: the web judges
 * answers and scores with them, and the worker uses the same ones to refuse an attempt whose
 * isCorrect contradicts them.
 */

const normalise = (text: string) => text.trim().toLowerCase();

/** A choice is correct when the chosen answer is the question's correct answer. */
export function isChoiceCorrect(answers: readonly QuizAnswer[], answerId: number): boolean {
  return answers.some((a) => a.id === answerId && a.isCorrect);
}

/** A short answer is correct when, trimmed and case-insensitively, it equals a correct answer's text. */
export function isTextCorrect(answers: readonly QuizAnswer[], response: string): boolean {
  const given = normalise(response);
  return answers.some((a) => a.isCorrect && normalise(a.answerText) === given);
}

export interface QuizOutcome {
  percentage: number;
  passed: boolean;
  pointsEarned: number;
}

/** Percentage of the quiz's points scored, whether it passes, and the module points it earns. */
export function quizOutcome(score: number, totalPoints: number, pointsToEarn: number): QuizOutcome {
  const percentage = totalPoints > 0 ? Math.round((score / totalPoints) * 100) : 0;
  return {
    percentage,
    passed: percentage >= PASS_PERCENT,
    pointsEarned: Math.round((pointsToEarn * percentage) / 100),
  };
}
