import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  moduleProgressSchema,
  progressStatsSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import {
  answerQuiz,
  finishModule,
  insertLearningFixture,
  newVisitor,
  passingRound,
  perfectRound,
  send,
} from '../support/learning-fixture.ts';

beforeAll(insertLearningFixture);

const progressList = z.array(moduleProgressSchema);

async function progressOf(cookie: string, query = '') {
  const res = await api(`/api/user-progress/modules${query}`, { cookie });
  expect(res.status).toBe(200);
  return progressList.parse(await res.json());
}

/** Answers the quiz for 75% as the client would, then reports the module with the given body. */
async function answerThenReport(cookie: string, body: unknown) {
  await answerQuiz(cookie, passingRound);
  const res = await send('/api/user-progress/modules', body, cookie);
  expect(res.status).toBe(200);
}

async function rowCount(): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from module_progress').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /api/user-progress/modules', () => {
  it('is empty for a new visitor and lists only their own records', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    expect(await progressOf(alice)).toEqual([]);
    await send('/api/user-progress/modules', { moduleId: 1, status: 'in_progress', pointsEarned: 0 }, alice);
    expect(await progressOf(alice)).toEqual([
      { moduleId: 1, status: 'in_progress', pointsEarned: 0, completedAt: null },
    ]);
    expect(await progressOf(bob)).toEqual([]);
  });

  it('filters by moduleId into an array', async () => {
    const cookie = await newVisitor();
    await send('/api/user-progress/modules', { moduleId: 1, status: 'in_progress', pointsEarned: 0 }, cookie);
    await send('/api/user-progress/modules', { moduleId: 2, status: 'in_progress', pointsEarned: 0 }, cookie);
    expect((await progressOf(cookie)).map((p) => p.moduleId)).toEqual([1, 2]);
    expect(await progressOf(cookie, '?moduleId=2')).toEqual([
      { moduleId: 2, status: 'in_progress', pointsEarned: 0, completedAt: null },
    ]);
  });

  it('refuses a non-numeric moduleId with a 400', async () => {
    const res = await api('/api/user-progress/modules?moduleId=two');
    expect(res.status).toBe(400);
    apiErrorSchema.parse(await res.json());
  });

  it('answers an unknown moduleId with a 404', async () => {
    expect((await api('/api/user-progress/modules?moduleId=77')).status).toBe(404);
  });
});

describe('POST /api/user-progress/modules', () => {
  it('records in_progress, then the completion the saved answers earn, stamped by the server', async () => {
    const cookie = await newVisitor();
    const started = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'in_progress', pointsEarned: 0 },
      cookie,
    );
    expect(started.status).toBe(200);
    const claimed = '2020-03-01T10:00:00.000Z';
    const before = new Date().toISOString();
    await answerThenReport(cookie, {
      moduleId: 1,
      status: 'completed',
      pointsEarned: 100,
      completedAt: claimed,
    });
    const [saved] = await progressOf(cookie);
    expect(saved).toMatchObject({ moduleId: 1, status: 'completed', pointsEarned: 75 });
    expect(saved?.completedAt).not.toBe(claimed);
    expect((saved?.completedAt ?? '') >= before).toBe(true);
    expect(await progressOf(cookie)).toHaveLength(1);
  });

  it('keeps a module without a quiz in progress whatever the body claims', async () => {
    const cookie = await newVisitor();
    const res = await send(
      '/api/user-progress/modules',
      { moduleId: 2, status: 'completed', pointsEarned: 50 },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      moduleId: 2,
      status: 'in_progress',
      pointsEarned: 0,
      completedAt: null,
    });
  });

  it('never takes a completion away: a later in_progress keeps status, date and points', async () => {
    const cookie = await newVisitor();
    const done = moduleProgressSchema.parse(await (await finishModule(cookie, perfectRound)).json());
    expect(done).toMatchObject({ status: 'completed', pointsEarned: 100 });
    const res = await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'in_progress', pointsEarned: 40 },
      cookie,
    );
    expect(await res.json()).toEqual(done);
  });

  it('does not touch another visitor’s record for the same module', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await finishModule(alice, perfectRound);
    await send('/api/user-progress/modules', { moduleId: 1, status: 'in_progress', pointsEarned: 10 }, bob);
    expect((await progressOf(alice))[0]).toMatchObject({ status: 'completed', pointsEarned: 100 });
    expect((await progressOf(bob))[0]).toMatchObject({ status: 'in_progress', pointsEarned: 0 });
  });

  it.each([
    ['an unknown module', { moduleId: 99, status: 'in_progress', pointsEarned: 0 }, 'unknown_module'],
    ['a status outside the three', { moduleId: 1, status: 'done', pointsEarned: 0 }, 'bad_request'],
    ['negative points', { moduleId: 1, status: 'in_progress', pointsEarned: -1 }, 'bad_request'],
    [
      'more points than the module offers',
      { moduleId: 1, status: 'completed', pointsEarned: 101 },
      'too_many_points',
    ],
    ['fractional points', { moduleId: 1, status: 'in_progress', pointsEarned: 1.5 }, 'bad_request'],
    ['a string moduleId', { moduleId: '1', status: 'in_progress', pointsEarned: 0 }, 'bad_request'],
    [
      'a completion date on in_progress',
      { moduleId: 1, status: 'in_progress', pointsEarned: 0, completedAt: '2026-01-01T00:00:00Z' },
      'bad_request',
    ],
    [
      'a malformed completion date',
      { moduleId: 1, status: 'completed', pointsEarned: 0, completedAt: 'yesterday' },
      'bad_request',
    ],
  ])('refuses %s with a 400 and changes nothing', async (_what, body, code) => {
    const cookie = await newVisitor();
    const before = await rowCount();
    const res = await send('/api/user-progress/modules', body, cookie);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe(code);
    expect(await rowCount()).toBe(before);
    expect(await progressOf(cookie)).toEqual([]);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await api('/api/user-progress/modules', {
      method: 'POST',
      body: '{nope',
      cookie: await newVisitor(),
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/user-progress/stats', () => {
  it('counts only the visitor’s own progress, against the whole catalogue', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await finishModule(alice, passingRound);
    await send('/api/user-progress/modules', { moduleId: 2, status: 'in_progress', pointsEarned: 20 }, alice);
    await send('/api/user-progress/modules', { moduleId: 2, status: 'in_progress', pointsEarned: 0 }, bob);
    const res = await api('/api/user-progress/stats', { cookie: alice });
    expect(res.status).toBe(200);
    expect(progressStatsSchema.parse(await res.json())).toEqual({
      totalPointsEarned: 75,
      completedCount: 1,
      inProgressCount: 1,
      totalModulesCount: 2,
    });
    const bobs = progressStatsSchema.parse(
      await (await api('/api/user-progress/stats', { cookie: bob })).json(),
    );
    expect(bobs).toEqual({
      totalPointsEarned: 0,
      completedCount: 0,
      inProgressCount: 1,
      totalModulesCount: 2,
    });
  });

  it('is all zeros but the catalogue size for a new visitor', async () => {
    const res = await api('/api/user-progress/stats');
    expect(await res.json()).toEqual({
      totalPointsEarned: 0,
      completedCount: 0,
      inProgressCount: 0,
      totalModulesCount: 2,
    });
  });

  it('refuses a method it does not serve with a JSON 404', async () => {
    const res = await api('/api/user-progress/stats', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
    apiErrorSchema.parse(await res.json());
  });
});
