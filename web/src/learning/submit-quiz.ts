import type {
  LearningModule,
  ModuleProgress,
  QuizAnswer,
  QuizAttempt,
  QuizQuestion,
} from '@domainary/schema/contracts/learning.ts';
import { MODULE_COMPLETION_BADGE_ID } from '@domainary/schema/contracts/learning.ts';
import { quizOutcome } from '@domainary/schema/contracts/learning-rules.ts';
import { toast } from '../toast/toast-store.ts';
import { awardBadge, saveProgress, saveQuizAttempt } from './learning-api.ts';
import { hasAnswer, isResponseCorrect, type QuizResponse, scoreQuiz } from './quiz-scoring.ts';

export interface QuizResult {
  percentage: number;
  score: number;
  total: number;
  /** Whether the quiz passed: as the server derived it from the saved answers, when it answered. */
  passed: boolean;
}

interface QuizSubmission {
  module: LearningModule;
  questions: readonly QuizQuestion[];
  answers: ReadonlyMap<number, readonly QuizAnswer[]>;
  responses: ReadonlyMap<number, QuizResponse>;
  attempts: ReadonlyMap<number, QuizAttempt>;
}

/** Saves the attempts not saved before (nothing is resubmitted); false if one failed. */
async function saveNewAttempts({
  questions,
  answers,
  responses,
  attempts,
}: QuizSubmission): Promise<boolean> {
  try {
    for (const question of questions) {
      const response = responses.get(question.id);
      if (attempts.has(question.id) || !hasAnswer(response)) continue;
      await saveQuizAttempt({
        questionId: question.id,
        answerId: 'answerId' in response ? response.answerId : null,
        textResponse: 'text' in response ? response.text.trim() : null,
        isCorrect: isResponseCorrect(answers.get(question.id) ?? [], response),
      });
    }
    return true;
  } catch {
    toast({
      title: 'Error',
      description: 'Failed to save quiz attempt. Please try again.',
      variant: 'destructive',
    });
    return false;
  }
}

async function requestCompletionBadge(): Promise<void> {
  try {
    const { newlyAwarded } = await awardBadge(MODULE_COMPLETION_BADGE_ID);
    if (newlyAwarded.length > 0) {
      toast({
        title: 'Achievement Unlocked!',
        description: `You earned ${newlyAwarded.map((b) => b.badge.name).join(', ')}.`,
      });
    }
  } catch (error) {
    // A failed award is logged only; the visitor sees no message.
    console.error('badge award failed', error);
  }
}

/**
 * Finishes a quiz: saves new attempts, scores, records the module completed
 * (70% or more, rounded share of its points, a timestamp, then the badge request) or still in
 * progress with the proportional points, and says so in a toast. The server derives the stored
 * progress from the saved answers, so its answer decides which toast shows and the points it
 * names. Null when nothing could be saved.
 */
export async function submitQuiz(submission: QuizSubmission): Promise<QuizResult | null> {
  if (!(await saveNewAttempts(submission))) return null;
  const { module, questions, answers, responses, attempts } = submission;
  const { score, total } = scoreQuiz(questions, answers, responses, attempts);
  const { percentage, passed, pointsEarned } = quizOutcome(score, total, module.pointsToEarn);
  let saved: ModuleProgress;
  try {
    saved = await saveProgress({
      moduleId: module.id,
      status: passed ? 'completed' : 'in_progress',
      pointsEarned,
      completedAt: passed ? new Date().toISOString() : null,
    });
  } catch {
    toast({
      title: 'Error',
      description: 'Failed to update progress. Please try again.',
      variant: 'destructive',
    });
    return { percentage, score, total, passed };
  }
  const completed = saved.status === 'completed';
  if (completed) {
    toast({
      title: 'Module Completed!',
      description: `Congratulations! You've scored ${percentage}% and earned ${saved.pointsEarned} points.`,
    });
    await requestCompletionBadge();
  } else {
    toast({
      title: 'Keep Learning',
      description: `You've scored ${percentage}%. You need at least 70% to complete this module.`,
    });
  }
  return { percentage, score, total, passed: completed };
}
