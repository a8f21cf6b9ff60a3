import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  moduleProgressSchema,
  progressStatsSchema,
  quizAttemptSchema,
  userBadgeSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import {
  answerQuiz,
  failingRound,
  finishModule,
  fixture,
  insertLearningFixture,
  newVisitor,
  passingRound,
  send,
} from '../support/learning-fixture.ts';

/**
 * Progress the server vouches for: status, points and badges follow from the visitor's saved
 * quiz answers, whatever the browser declares, and a failed quiz can be taken again.
 */
beforeAll(insertLearningFixture);

const { completion, perfect, points } = fixture.badges;

async function read<T>(schema: z.ZodType<T>, path: string, cookie: string): Promise<T> {
  const res = await api(path, { cookie });
  expect(res.status).toBe(200);
  return schema.parse(await res.json());
}

const progressOf = (cookie: string) =>
  read(z.array(moduleProgressSchema), '/api/user-progress/modules', cookie);
const statsOf = (cookie: string) => read(progressStatsSchema, '/api/user-progress/stats', cookie);
const badgesOf = (cookie: string) => read(z.array(userBadgeSchema), '/api/achievements/user-badges', cookie);
const attemptsOf = (cookie: string) =>
  read(z.array(quizAttemptSchema), '/api/user-progress/quiz-attempts', cookie);
const award = (cookie: string, badgeId: number) => send('/api/achievements/award-badge', { badgeId }, cookie);

async function count(table: string, cookie: string): Promise<number> {
  const visitorId = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
  const row = await env.DB.prepare(`select count(*) as n from ${table} where visitor_id = ?`)
    .bind(visitorId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('POST /api/user-progress/modules declared without answers', () => {
  it('earns nothing: no points, no completion, no badge', async () => {
    const cookie = await newVisitor();
    for (const moduleId of [fixture.moduleId, fixture.emptyModuleId]) {
      const res = await send(
        '/api/user-progress/modules',
        {
          moduleId,
          status: 'completed',
          pointsEarned: moduleId === 1 ? 100 : 50,
          completedAt: '2026-01-01T00:00:00Z',
        },
        cookie,
      );
      expect(res.status).toBe(200);
      expect(moduleProgressSchema.parse(await res.json())).toEqual({
        moduleId,
        status: 'in_progress',
        pointsEarned: 0,
        completedAt: null,
      });
    }
    expect(await statsOf(cookie)).toMatchObject({ totalPointsEarned: 0, completedCount: 0 });
    for (const badgeId of [completion, perfect, points]) {
      const res = await award(cookie, badgeId);
      expect(res.status).toBe(409);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('badge_not_earned');
    }
    expect(await badgesOf(cookie)).toEqual([]);
    expect(await count('earned_badges', cookie)).toBe(0);
  });

  it('cannot raise what a failed quiz earned', async () => {
    const cookie = await newVisitor();
    await finishModule(cookie, failingRound);
    expect(await progressOf(cookie)).toEqual([
      { moduleId: 1, status: 'in_progress', pointsEarned: 50, completedAt: null },
    ]);
    expect((await award(cookie, completion)).status).toBe(409);
  });

  it('cannot complete a module whose quiz is half answered', async () => {
    const cookie = await newVisitor();
    await send(
      '/api/user-progress/quiz-attempts',
      {
        questionId: fixture.multipleChoice.id,
        answerId: fixture.multipleChoice.correct,
        textResponse: null,
        isCorrect: true,
      },
      cookie,
    );
    const res = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'completed', pointsEarned: 100 },
      cookie,
    );
    expect(await res.json()).toEqual({
      moduleId: 1,
      status: 'in_progress',
      pointsEarned: 0,
      completedAt: null,
    });
  });
});

describe('retaking a failed quiz', () => {
  it('a fail, then a retake, then a pass completes the module and awards the badge', async () => {
    const cookie = await newVisitor();
    await finishModule(cookie, failingRound);
    expect((await progressOf(cookie))[0]).toMatchObject({ status: 'in_progress', pointsEarned: 50 });

    // The retake's first answer opens round two; until it is finished, round one still counts.
    await send(
      '/api/user-progress/quiz-attempts',
      {
        questionId: fixture.multipleChoice.id,
        answerId: fixture.multipleChoice.correct,
        textResponse: null,
        isCorrect: true,
      },
      cookie,
    );
    expect(await attemptsOf(cookie)).toEqual([
      {
        questionId: fixture.multipleChoice.id,
        answerId: fixture.multipleChoice.correct,
        textResponse: null,
        isCorrect: true,
      },
    ]);
    const midway = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'completed', pointsEarned: 100 },
      cookie,
    );
    expect(await midway.json()).toMatchObject({ status: 'in_progress', pointsEarned: 50 });

    await send(
      '/api/user-progress/quiz-attempts',
      {
        questionId: fixture.trueFalse.id,
        answerId: fixture.trueFalse.correct,
        textResponse: null,
        isCorrect: true,
      },
      cookie,
    );
    await send(
      '/api/user-progress/quiz-attempts',
      { questionId: fixture.shortAnswer.id, answerId: null, textResponse: 'Registry', isCorrect: false },
      cookie,
    );
    const passed = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'completed', pointsEarned: 75 },
      cookie,
    );
    expect(moduleProgressSchema.parse(await passed.json())).toMatchObject({
      moduleId: 1,
      status: 'completed',
      pointsEarned: 75,
    });
    const awarded = await award(cookie, completion);
    expect(awarded.status).toBe(201);
    expect((await badgesOf(cookie)).map((b) => b.badge.id)).toEqual([completion]);
    expect(await count('quiz_attempts', cookie)).toBe(6);
  });

  it('the latest finished round counts, even when it scores less', async () => {
    const cookie = await newVisitor();
    await answerQuiz(cookie, { multipleChoice: false, trueFalse: true, shortAnswer: true });
    await answerQuiz(cookie, { multipleChoice: false, trueFalse: false, shortAnswer: true });
    const res = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'in_progress', pointsEarned: 0 },
      cookie,
    );
    expect(await res.json()).toMatchObject({ status: 'in_progress', pointsEarned: 25 });
  });

  it('refuses a second answer within one round with a 409 and changes nothing', async () => {
    const cookie = await newVisitor();
    await send(
      '/api/user-progress/quiz-attempts',
      {
        questionId: fixture.trueFalse.id,
        answerId: fixture.trueFalse.wrong,
        textResponse: null,
        isCorrect: false,
      },
      cookie,
    );
    const again = await send(
      '/api/user-progress/quiz-attempts',
      {
        questionId: fixture.trueFalse.id,
        answerId: fixture.trueFalse.correct,
        textResponse: null,
        isCorrect: true,
      },
      cookie,
    );
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe('already_attempted');
    expect(await count('quiz_attempts', cookie)).toBe(1);
  });

  it('takes the very same answer again as the one already saved: a retried request stores nothing twice', async () => {
    const cookie = await newVisitor();
    const attempt = {
      questionId: fixture.trueFalse.id,
      answerId: fixture.trueFalse.wrong,
      textResponse: null,
      isCorrect: false,
    };
    expect((await send('/api/user-progress/quiz-attempts', attempt, cookie)).status).toBe(201);
    const again = await send('/api/user-progress/quiz-attempts', attempt, cookie);
    expect(again.status).toBe(201);
    expect(quizAttemptSchema.parse(await again.json())).toEqual(attempt);
    expect(await count('quiz_attempts', cookie)).toBe(1);
  });

  it('refuses a retake of a passed quiz with a 409 and changes nothing', async () => {
    const cookie = await newVisitor();
    await finishModule(cookie, passingRound);
    const before = await attemptsOf(cookie);
    const again = await send(
      '/api/user-progress/quiz-attempts',
      { questionId: fixture.shortAnswer.id, answerId: null, textResponse: 'Registrar', isCorrect: true },
      cookie,
    );
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe('already_attempted');
    expect(await attemptsOf(cookie)).toEqual(before);
    expect(await count('quiz_attempts', cookie)).toBe(3);
  });

  it('keeps one visitor’s rounds from another’s', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await answerQuiz(alice, failingRound);
    await answerQuiz(alice, passingRound);
    await answerQuiz(bob, failingRound);
    const bobs = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'completed', pointsEarned: 100 },
      bob,
    );
    expect(await bobs.json()).toMatchObject({ status: 'in_progress', pointsEarned: 50 });
    expect((await attemptsOf(bob)).map((a) => a.isCorrect)).toEqual([false, true, true]);
    expect((await attemptsOf(alice)).map((a) => a.isCorrect)).toEqual([true, true, false]);
  });
});
