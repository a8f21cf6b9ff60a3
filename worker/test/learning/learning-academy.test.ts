import { env } from 'cloudflare:test';
import { academy } from '@domainary/schema/academy/academy.ts';
import {
  awardBadgeResultSchema,
  learningModuleSchema,
  moduleSegmentSchema,
  quizAnswerSchema,
  quizQuestionSchema,
} from '@domainary/schema/contracts/index.ts';
import {
  badges,
  learningModules,
  moduleSegments,
  quizAnswers,
  quizQuestions,
} from '@domainary/schema/tables/index.ts';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import { newVisitor, send } from '../support/learning-fixture.ts';

// D1 binds at most 100 parameters per statement, so the content goes in small batches.
async function insertAll<T extends SQLiteTable>(table: T, rows: T['$inferInsert'][]): Promise<void> {
  const db = drizzle(env.DB);
  for (let i = 0; i < rows.length; i += 10) await db.insert(table).values(rows.slice(i, i + 10));
}

beforeAll(async () => {
  await insertAll(learningModules, academy.learningModules);
  await insertAll(moduleSegments, academy.moduleSegments);
  await insertAll(quizQuestions, academy.quizQuestions);
  await insertAll(quizAnswers, academy.quizAnswers);
  await insertAll(badges, academy.badges);
});

async function json<T>(schema: z.ZodType<T>, path: string, cookie?: string): Promise<T> {
  const res = await api(path, { cookie });
  expect(res.status, path).toBe(200);
  return schema.parse(await res.json());
}

describe('the seeded academy through the API', () => {
  it('serves every module with its segments in order', async () => {
    const modules = await json(z.array(learningModuleSchema), '/api/learning-modules');
    expect(modules).toEqual(academy.learningModules);
    for (const module of modules) {
      const segments = await json(
        z.array(moduleSegmentSchema),
        `/api/learning-modules/${module.id}/segments`,
      );
      expect(segments.map((s) => s.order)).toEqual(segments.map((_, i) => i + 1));
      expect(segments.at(-1)?.type).toBe('quiz');
    }
  });

  it('can be passed end to end: right answers, completion, then the completion and perfect-score badges', async () => {
    const cookie = await newVisitor();
    const module = academy.learningModules[2];
    if (!module) throw new Error('no third module');
    const segments = await json(z.array(moduleSegmentSchema), `/api/learning-modules/${module.id}/segments`);
    const quiz = segments.find((s) => s.type === 'quiz');
    const questions = await json(
      z.array(quizQuestionSchema),
      `/api/module-segments/${quiz?.id}/quiz-questions`,
    );
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) {
      const answers = await json(z.array(quizAnswerSchema), `/api/quiz-questions/${question.id}/answers`);
      const right = answers.find((a) => a.isCorrect);
      if (!right) throw new Error(`question ${question.id} has no correct answer`);
      const short = question.questionType === 'short_answer';
      const res = await send(
        '/api/user-progress/quiz-attempts',
        {
          questionId: question.id,
          answerId: short ? null : right.id,
          textResponse: short ? right.answerText : null,
          isCorrect: true,
        },
        cookie,
      );
      expect(res.status).toBe(201);
    }
    const saved = await send(
      '/api/user-progress/modules',
      { moduleId: module.id, status: 'completed', pointsEarned: module.pointsToEarn },
      cookie,
    );
    expect(saved.status).toBe(200);
    const award = awardBadgeResultSchema.parse(
      await (await send('/api/achievements/award-badge', { badgeId: 1 }, cookie)).json(),
    );
    expect(award.newlyAwarded.map((b) => b.badge.name).sort()).toEqual(['First Steps', 'Flawless']);
  });
});
