import type { QuizAnswer, QuizAttemptCreate, QuizQuestion } from '@domainary/schema/contracts/learning.ts';
import { isChoiceCorrect, isTextCorrect } from '@domainary/schema/contracts/learning-rules.ts';

interface Problem {
  code: string;
  message: string;
}

/**
 * Checks an attempt against its question before it is stored: the right kind of response for
 * the question type, an answer that belongs to the question, and an isCorrect that agrees
 * with the same rules the client judged it by. Null when the attempt is consistent.
 */
export function judgeAttempt(
  question: QuizQuestion,
  answers: readonly QuizAnswer[],
  attempt: QuizAttemptCreate,
): Problem | null {
  let correct: boolean;
  if (question.questionType === 'short_answer') {
    if (attempt.textResponse === null) {
      return { code: 'wrong_response_kind', message: 'A short_answer question takes a textResponse' };
    }
    correct = isTextCorrect(answers, attempt.textResponse);
  } else {
    if (attempt.answerId === null) {
      return {
        code: 'wrong_response_kind',
        message: `A ${question.questionType} question takes an answerId`,
      };
    }
    const answerId = attempt.answerId;
    if (!answers.some((a) => a.id === answerId)) {
      return {
        code: 'unknown_answer',
        message: `Answer ${answerId} does not belong to question ${question.id}`,
      };
    }
    correct = isChoiceCorrect(answers, answerId);
  }
  if (correct !== attempt.isCorrect) {
    return { code: 'inconsistent_correctness', message: `isCorrect should be ${correct} for this response` };
  }
  return null;
}
