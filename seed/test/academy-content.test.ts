import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { academy, academyModules } from '@domainary/schema/academy/academy.ts';
import { describe, expect, it } from 'vitest';

const publicDir = path.resolve(import.meta.dirname, '../../web/public');
const publicFile = (url: string) => path.join(publicDir, url);
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;

describe('academy content', () => {
  it('has at least 8 modules spread over all three difficulty levels', () => {
    expect(academyModules.length).toBeGreaterThanOrEqual(8);
    expect(new Set(academyModules.map((m) => m.difficultyLevel))).toEqual(new Set([1, 2, 3]));
  });

  it('gives every module 4-8 segments ending in a quiz with every question type', () => {
    for (const module of academyModules) {
      expect(module.segments.length, module.title).toBeGreaterThanOrEqual(4);
      expect(module.segments.length, module.title).toBeLessThanOrEqual(8);
      const last = module.segments.at(-1);
      expect(last?.type, module.title).toBe('quiz');
      if (last?.type !== 'quiz') continue;
      expect(new Set(last.questions.map((q) => q.type)), module.title).toEqual(
        new Set(['multiple_choice', 'true_false', 'short_answer']),
      );
    }
  });

  it('uses every segment type across the course', () => {
    expect(new Set(academy.moduleSegments.map((s) => s.type))).toEqual(
      new Set(['text', 'video', 'quiz', 'interactive']),
    );
  });

  it('has exactly one correct option per choice question and at least one accepted short answer', () => {
    const answersOf = (questionId: number) => academy.quizAnswers.filter((a) => a.questionId === questionId);
    for (const question of academy.quizQuestions) {
      const answers = answersOf(question.id as number);
      const correct = answers.filter((a) => a.isCorrect).length;
      if (question.questionType === 'short_answer') {
        expect(correct, question.questionText).toBe(answers.length);
        expect(correct, question.questionText).toBeGreaterThanOrEqual(1);
      } else {
        expect(correct, question.questionText).toBe(1);
        expect(answers.length, question.questionText).toBeGreaterThanOrEqual(2);
      }
      expect(question.pointsValue).toBeGreaterThan(0);
    }
  });

  it('lets a module be passed without every question right but not with half of them', () => {
    for (const module of academyModules) {
      const quiz = module.segments.find((s) => s.type === 'quiz');
      if (quiz?.type !== 'quiz') throw new Error(module.title);
      const points = quiz.questions.map((q) => q.points);
      const total = points.reduce((a, b) => a + b, 0);
      // Missing the cheapest question still passes; missing half the points fails.
      expect(Math.round(((total - Math.min(...points)) / total) * 100), module.title).toBeGreaterThanOrEqual(
        70,
      );
      expect(Math.round((Math.floor(total / 2) / total) * 100), module.title).toBeLessThan(70);
    }
  });

  it('gives rows unique ids in ascending order, as the seed loader requires', () => {
    for (const rows of [
      academy.learningModules,
      academy.moduleSegments,
      academy.quizQuestions,
      academy.quizAnswers,
    ]) {
      const ids = rows.map((r) => r.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('ships every video (under 1.5 MB, with captions), every embedded tool and every badge icon it names', () => {
    for (const segment of academy.moduleSegments) {
      if (segment.type === 'video') {
        const file = publicFile(segment.mediaUrl ?? '');
        expect(statSync(file).size, segment.mediaUrl ?? '').toBeLessThan(MAX_VIDEO_BYTES);
        expect(existsSync(file.replace(/\.webm$/, '.vtt')), segment.mediaUrl ?? '').toBe(true);
      }
      if (segment.type === 'interactive' && segment.mediaUrl?.startsWith('/media/')) {
        expect(existsSync(publicFile(segment.mediaUrl)), segment.mediaUrl).toBe(true);
      }
    }
    for (const badge of academy.badges)
      expect(existsSync(publicFile(badge.iconUrl ?? '')), badge.name).toBe(true);
  });

  it('makes badge 1 the badge requested on every module completion', () => {
    expect(academy.badges.find((b) => b.id === 1)).toMatchObject({
      criterion: 'modules_completed',
      threshold: 1,
    });
  });
});
