import type { QuizAnswer, QuizAttempt, QuizQuestion } from '@domainary/schema/contracts/learning.ts';
import { quizOutcome } from '@domainary/schema/contracts/learning-rules.ts';
import { describe, expect, it } from 'vitest';
import { difficultyOf } from './difficulty-badge.tsx';
import { estimatedTime } from './module-status.ts';
import { type QuizResponse, scoreQuiz } from './quiz-scoring.ts';

const question = (
  id: number,
  questionType: QuizQuestion['questionType'],
  pointsValue: number,
): QuizQuestion => ({
  id,
  segmentId: 1,
  order: id,
  questionText: `q${id}`,
  questionType,
  pointsValue,
});

const questions = [
  question(1, 'multiple_choice', 10),
  question(2, 'true_false', 5),
  question(3, 'short_answer', 5),
];
const answers = new Map<number, QuizAnswer[]>([
  [
    1,
    [
      { id: 11, questionId: 1, answerText: 'Right', isCorrect: true },
      { id: 12, questionId: 1, answerText: 'Wrong', isCorrect: false },
    ],
  ],
  [
    2,
    [
      { id: 21, questionId: 2, answerText: 'True', isCorrect: false },
      { id: 22, questionId: 2, answerText: 'False', isCorrect: true },
    ],
  ],
  [3, [{ id: 31, questionId: 3, answerText: 'Registrar', isCorrect: true }]],
]);

describe('scoreQuiz', () => {
  it('judges choices by answer id and short answers trimmed and case-insensitively', () => {
    const responses = new Map<number, QuizResponse>([
      [1, { answerId: 11 }],
      [2, { answerId: 22 }],
      [3, { text: '  rEGISTRAR ' }],
    ]);
    expect(scoreQuiz(questions, answers, responses, new Map())).toEqual({ score: 20, total: 20 });
  });

  it('counts a saved attempt as it was judged, whatever is selected now', () => {
    const responses = new Map<number, QuizResponse>([
      [1, { answerId: 11 }],
      [3, { text: 'registry' }],
    ]);
    const attempts = new Map<number, QuizAttempt>([
      [1, { questionId: 1, answerId: 12, textResponse: null, isCorrect: false }],
    ]);
    expect(scoreQuiz(questions, answers, responses, attempts)).toEqual({ score: 0, total: 20 });
  });
});

describe('quizOutcome', () => {
  it('passes at 70% with the rounded share of the module points', () => {
    expect(quizOutcome(35, 50, 150)).toEqual({ percentage: 70, passed: true, pointsEarned: 105 });
    expect(quizOutcome(2, 3, 100)).toEqual({ percentage: 67, passed: false, pointsEarned: 67 });
    expect(quizOutcome(139, 200, 100)).toEqual({ percentage: 70, passed: true, pointsEarned: 70 });
    expect(quizOutcome(0, 0, 100)).toEqual({ percentage: 0, passed: false, pointsEarned: 0 });
  });
});

describe('module labels', () => {
  it.each([
    [-4, 'Beginner'],
    [1, 'Beginner'],
    [2, 'Intermediate'],
    [3, 'Advanced'],
    [12, 'Advanced'],
    [Number.NaN, 'Beginner'],
  ])('clamps difficulty %s to %s', (level, label) => {
    expect(difficultyOf(level).label).toBe(label);
  });

  it("shows 'Self-paced' without an estimate", () => {
    expect(estimatedTime(null)).toBe('Self-paced');
    expect(estimatedTime(25)).toBe('25 min');
  });
});
