import { env } from 'cloudflare:test';
import {
  badges,
  learningModules,
  moduleSegments,
  quizAnswers,
  quizQuestions,
} from '@domainary/schema/tables/index.ts';
import { drizzle } from 'drizzle-orm/d1';
import { api, visitorCookieOf } from './api.ts';

/**
 * A small academy: module 1 (100 points) with three segments stored out of order and a quiz
 * of one question of each type (10 + 5 + 5 points), module 2 (50 points, self-paced, no
 * segments) and three badges with different criteria. Ids are fixed so tests can name them.
 */
export const fixture = {
  moduleId: 1,
  emptyModuleId: 2,
  quizSegmentId: 13,
  textSegmentId: 11,
  multipleChoice: { id: 131, correct: 1311, wrong: 1312 },
  trueFalse: { id: 132, correct: 1321, wrong: 1322 },
  shortAnswer: { id: 133, accepted: ['Registrar', 'registrar of record'] },
  badges: { completion: 1, perfect: 2, points: 3 },
} as const;

export async function insertLearningFixture(): Promise<void> {
  const db = drizzle(env.DB);
  await db.insert(learningModules).values([
    {
      id: 1,
      title: 'How domains work',
      description: 'Names, registries and resolvers.',
      difficultyLevel: 1,
      estimatedTimeMinutes: 30,
      pointsToEarn: 100,
    },
    {
      id: 2,
      title: 'Reading the fine print',
      description: 'Advanced.',
      difficultyLevel: 3,
      estimatedTimeMinutes: null,
      pointsToEarn: 50,
    },
  ]);
  await db.insert(moduleSegments).values([
    { id: 11, moduleId: 1, order: 2, title: 'Registries', type: 'text', content: '<p>Registries.</p>' },
    {
      id: 12,
      moduleId: 1,
      order: 1,
      title: 'Watch',
      type: 'video',
      content: '<p>Transcript.</p>',
      mediaUrl: '/media/academy/x.webm',
      isRequired: false,
    },
    { id: 13, moduleId: 1, order: 3, title: 'Check yourself', type: 'quiz', content: '<p>Quiz.</p>' },
  ]);
  await db.insert(quizQuestions).values([
    {
      id: 131,
      segmentId: 13,
      order: 1,
      questionText: 'Which?',
      questionType: 'multiple_choice',
      pointsValue: 10,
    },
    { id: 133, segmentId: 13, order: 3, questionText: 'Who?', questionType: 'short_answer', pointsValue: 5 },
    { id: 132, segmentId: 13, order: 2, questionText: 'True?', questionType: 'true_false', pointsValue: 5 },
  ]);
  await db.insert(quizAnswers).values([
    { id: 1311, questionId: 131, answerText: 'Right', isCorrect: true },
    { id: 1312, questionId: 131, answerText: 'Wrong', isCorrect: false },
    { id: 1321, questionId: 132, answerText: 'True', isCorrect: true },
    { id: 1322, questionId: 132, answerText: 'False', isCorrect: false },
    { id: 1331, questionId: 133, answerText: 'Registrar', isCorrect: true },
    { id: 1332, questionId: 133, answerText: 'registrar of record', isCorrect: true },
  ]);
  await db.insert(badges).values([
    {
      id: 1,
      name: 'First Steps',
      description: 'Complete a module.',
      iconUrl: '/badges/a.svg',
      pointsValue: 10,
    },
    {
      id: 2,
      name: 'Flawless',
      description: 'Complete a module with every point.',
      iconUrl: null,
      pointsValue: 25,
      criterion: 'perfect_modules',
      threshold: 1,
    },
    {
      id: 3,
      name: 'Collector',
      description: 'Earn 150 points.',
      iconUrl: '/badges/c.svg',
      pointsValue: 50,
      criterion: 'points_earned',
      threshold: 150,
    },
  ]);
}

/** A fresh anonymous visitor: the cookie the worker issues on a first request. */
export async function newVisitor(): Promise<string> {
  return visitorCookieOf(await api('/api/user-progress/stats'));
}

/** Sends a JSON body as the given visitor. */
export function send(path: string, body: unknown, cookie: string, method = 'POST'): Promise<Response> {
  return api(path, { method, body: JSON.stringify(body), cookie });
}

/** Which questions of the fixture quiz (10, 5 and 5 points) a round answers right. */
export interface QuizRound {
  multipleChoice: boolean;
  trueFalse: boolean;
  shortAnswer: boolean;
}

/** Every question right: 100%, the module's 100 points. */
export const perfectRound: QuizRound = { multipleChoice: true, trueFalse: true, shortAnswer: true };
/** 15 of 20 points: 75%, a pass worth 75 points. */
export const passingRound: QuizRound = { multipleChoice: true, trueFalse: true, shortAnswer: false };
/** 10 of 20 points: 50%, a fail worth 50 points. */
export const failingRound: QuizRound = { multipleChoice: false, trueFalse: true, shortAnswer: true };

/** Answers every question of the fixture quiz once, as the client judges each answer. */
export async function answerQuiz(cookie: string, round: QuizRound): Promise<void> {
  const { multipleChoice, trueFalse } = fixture;
  const attempts = [
    {
      questionId: multipleChoice.id,
      answerId: round.multipleChoice ? multipleChoice.correct : multipleChoice.wrong,
      textResponse: null,
      isCorrect: round.multipleChoice,
    },
    {
      questionId: trueFalse.id,
      answerId: round.trueFalse ? trueFalse.correct : trueFalse.wrong,
      textResponse: null,
      isCorrect: round.trueFalse,
    },
    {
      questionId: fixture.shortAnswer.id,
      answerId: null,
      textResponse: round.shortAnswer ? 'Registrar' : 'Registry',
      isCorrect: round.shortAnswer,
    },
  ];
  for (const attempt of attempts) {
    const res = await send('/api/user-progress/quiz-attempts', attempt, cookie);
    if (res.status !== 201) throw new Error(`attempt on ${attempt.questionId} answered ${res.status}`);
  }
}

/** Answers the fixture quiz, then reports module 1 completed with every point: the server decides. */
export async function finishModule(cookie: string, round: QuizRound): Promise<Response> {
  await answerQuiz(cookie, round);
  return send(
    '/api/user-progress/modules',
    { moduleId: fixture.moduleId, status: 'completed', pointsEarned: 100 },
    cookie,
  );
}
