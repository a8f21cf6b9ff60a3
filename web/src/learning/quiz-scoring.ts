import type { QuizAnswer, QuizAttempt, QuizQuestion } from '@domainary/schema/contracts/learning.ts';
import { isChoiceCorrect, isTextCorrect } from '@domainary/schema/contracts/learning-rules.ts';

/** What the visitor gave for one question: a chosen option or typed text. */
export type QuizResponse = { answerId: number } | { text: string };

export function hasAnswer(response: QuizResponse | undefined): response is QuizResponse {
  if (!response) return false;
  return 'answerId' in response || response.text.trim() !== '';
}

/** Judged on the client, by answer id or by trimmed, case-insensitive text. */
export function isResponseCorrect(answers: readonly QuizAnswer[], response: QuizResponse): boolean {
  return 'answerId' in response
    ? isChoiceCorrect(answers, response.answerId)
    : isTextCorrect(answers, response.text);
}

/** A saved attempt as the response it records, for prefilling the quiz. */
export function responseOf(attempt: QuizAttempt): QuizResponse | undefined {
  if (attempt.answerId !== null) return { answerId: attempt.answerId };
  if (attempt.textResponse !== null) return { text: attempt.textResponse };
  return undefined;
}

/**
 * Points scored out of the quiz total. A question with a saved attempt counts as that attempt
 * was judged (it is never resubmitted); the others as answered now.
 */
export function scoreQuiz(
  questions: readonly QuizQuestion[],
  answers: ReadonlyMap<number, readonly QuizAnswer[]>,
  responses: ReadonlyMap<number, QuizResponse>,
  attempts: ReadonlyMap<number, QuizAttempt>,
): { score: number; total: number } {
  let score = 0;
  let total = 0;
  for (const question of questions) {
    total += question.pointsValue;
    const saved = attempts.get(question.id);
    const response = responses.get(question.id);
    const correct = saved
      ? saved.isCorrect
      : hasAnswer(response) && isResponseCorrect(answers.get(question.id) ?? [], response);
    if (correct) score += question.pointsValue;
  }
  return { score, total };
}
