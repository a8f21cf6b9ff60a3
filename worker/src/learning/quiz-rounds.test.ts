import { describe, expect, it } from 'vitest';
import type { ModuleQuestion, RoundAttempt } from './data/learning-rows.ts';
import { deriveProgress } from './module-outcome.ts';
import { roundForAnswer } from './quiz-rounds.ts';

/** Two quizzes: segment 1 worth 10 + 10 points, segment 2 worth 20. */
const questions: ModuleQuestion[] = [
  { id: 11, segmentId: 1, pointsValue: 10 },
  { id: 12, segmentId: 1, pointsValue: 10 },
  { id: 21, segmentId: 2, pointsValue: 20 },
];
const firstQuiz = questions.filter((q) => q.segmentId === 1);

const at = (minute: number) => `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`;
const attempt = (questionId: number, round: number, isCorrect: boolean, minute = 0): RoundAttempt => ({
  questionId,
  round,
  isCorrect,
  attemptedAt: at(minute),
});

describe('roundForAnswer', () => {
  it('starts at round 1 and keeps an open question in the current round', () => {
    expect(roundForAnswer(firstQuiz, [], 11)).toBe(1);
    expect(roundForAnswer(firstQuiz, [attempt(11, 1, false)], 12)).toBe(1);
  });

  it('keeps an answered question in an unfinished or passed round, where a different answer is refused', () => {
    expect(roundForAnswer(firstQuiz, [attempt(11, 1, false)], 11)).toBe(1);
    expect(roundForAnswer(firstQuiz, [attempt(11, 1, true), attempt(12, 1, true)], 11)).toBe(1);
  });

  it('opens the next round after a finished, failed one', () => {
    const failed = [attempt(11, 1, true), attempt(12, 1, false)];
    expect(roundForAnswer(firstQuiz, failed, 12)).toBe(2);
    expect(roundForAnswer(firstQuiz, [...failed, attempt(12, 2, true)], 11)).toBe(2);
  });
});

describe('deriveProgress', () => {
  it('gives nothing for a declaration without answers', () => {
    expect(deriveProgress(100, questions, [], 'completed')).toEqual({
      status: 'in_progress',
      pointsEarned: 0,
      completedAt: null,
    });
    expect(deriveProgress(100, questions, [], 'not_started')).toEqual({
      status: 'not_started',
      pointsEarned: 0,
      completedAt: null,
    });
    expect(deriveProgress(100, [], [], 'completed').status).toBe('in_progress');
  });

  it('completes only when every quiz is finished and the share of all quiz points passes', () => {
    const firstPerfect = [attempt(11, 1, true, 1), attempt(12, 1, true, 2)];
    // Half the module's quiz points, with the second quiz not taken: in progress, 50 points.
    expect(deriveProgress(100, questions, firstPerfect, 'completed')).toEqual({
      status: 'in_progress',
      pointsEarned: 50,
      completedAt: null,
    });
    expect(deriveProgress(100, questions, [...firstPerfect, attempt(21, 1, true, 7)], 'in_progress')).toEqual(
      {
        status: 'completed',
        pointsEarned: 100,
        completedAt: at(7),
      },
    );
  });

  it('counts each quiz by its latest finished round, not by a retake still under way', () => {
    const attempts = [
      // The first quiz: round 1 finished at 10 of 20, a retake begun with a wrong answer.
      attempt(11, 1, true, 1),
      attempt(12, 1, false, 2),
      attempt(11, 2, false, 8),
      // The second quiz: failed, then retaken and passed.
      attempt(21, 1, false, 3),
      attempt(21, 2, true, 5),
    ];
    // 10 + 20 of 40 quiz points: 75%, so 45 of the module's 60 points.
    expect(deriveProgress(60, questions, attempts, 'in_progress')).toEqual({
      status: 'completed',
      pointsEarned: 45,
      completedAt: at(5),
    });
  });
});
