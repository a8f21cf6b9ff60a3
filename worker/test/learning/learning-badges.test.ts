import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  awardBadgeResultSchema,
  userBadgeSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import {
  finishModule,
  fixture,
  insertLearningFixture,
  newVisitor,
  passingRound,
  perfectRound,
  send,
} from '../support/learning-fixture.ts';

beforeAll(insertLearningFixture);

const { completion, perfect, points } = fixture.badges;

async function badgesOf(cookie: string) {
  const res = await api('/api/achievements/user-badges', { cookie });
  expect(res.status).toBe(200);
  return z.array(userBadgeSchema).parse(await res.json());
}

function award(cookie: string, badgeId: unknown) {
  return send('/api/achievements/award-badge', { badgeId }, cookie);
}

async function earnedCount(): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from earned_badges').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /api/achievements/user-badges', () => {
  it('is empty for a new visitor', async () => {
    expect(await badgesOf(await newVisitor())).toEqual([]);
  });

  it('lists the visitor’s badges with the nested badge, and no one else’s', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await finishModule(alice, passingRound);
    await award(alice, completion);
    const mine = await badgesOf(alice);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.badge).toEqual({
      id: 1,
      name: 'First Steps',
      description: 'Complete a module.',
      iconUrl: '/badges/a.svg',
      pointsValue: 10,
    });
    expect(await badgesOf(bob)).toEqual([]);
  });

  it('answers an unknown sub-path with a JSON 404', async () => {
    expect((await api('/api/achievements/user-badges/1')).status).toBe(404);
  });
});

describe('POST /api/achievements/award-badge', () => {
  it('awards the completion badge once: a second request keeps one and answers 200', async () => {
    const cookie = await newVisitor();
    await finishModule(cookie, passingRound);
    const first = await award(cookie, completion);
    expect(first.status).toBe(201);
    const firstBody = awardBadgeResultSchema.parse(await first.json());
    expect(firstBody.newlyAwarded.map((b) => b.badge.id)).toEqual([completion]);
    const second = await award(cookie, completion);
    expect(second.status).toBe(200);
    const secondBody = awardBadgeResultSchema.parse(await second.json());
    expect(secondBody.newlyAwarded).toEqual([]);
    expect(secondBody.userBadge).toEqual(firstBody.userBadge);
    expect(await badgesOf(cookie)).toHaveLength(1);
  });

  it('also awards every milestone the progress now meets, and none it does not', async () => {
    const cookie = await newVisitor();
    await finishModule(cookie, perfectRound);
    const res = await award(cookie, completion);
    const body = awardBadgeResultSchema.parse(await res.json());
    // 100 points: a perfect module, but short of the 150 points badge.
    expect(body.newlyAwarded.map((b) => b.badge.id).sort()).toEqual([completion, perfect]);
    expect((await badgesOf(cookie)).map((b) => b.badge.id).sort()).toEqual([completion, perfect]);
    expect((await award(cookie, points)).status).toBe(409);
  });

  it('refuses a badge whose criterion is not met with a 409 and awards nothing', async () => {
    const cookie = await newVisitor();
    await send(
      '/api/user-progress/modules',
      { moduleId: 1, status: 'in_progress', pointsEarned: 30 },
      cookie,
    );
    const res = await award(cookie, completion);
    expect(res.status).toBe(409);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('badge_not_earned');
    expect(await badgesOf(cookie)).toEqual([]);
  });

  it('keeps awards per visitor', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await finishModule(alice, passingRound);
    expect((await award(alice, completion)).status).toBe(201);
    expect((await award(bob, completion)).status).toBe(409);
    expect(await badgesOf(bob)).toEqual([]);
  });

  it.each([
    ['an unknown badge', 404, 'unknown_badge'],
    ['a string id', '1', 'bad_request'],
    ['a zero id', 0, 'bad_request'],
    ['a missing id', undefined, 'bad_request'],
  ])('refuses %s with a 400 and changes nothing', async (_what, badgeId, code) => {
    const cookie = await newVisitor();
    await finishModule(cookie, perfectRound);
    const before = await earnedCount();
    const res = await award(cookie, badgeId);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe(code);
    expect(await earnedCount()).toBe(before);
  });
});
