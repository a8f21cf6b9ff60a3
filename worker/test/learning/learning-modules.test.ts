import {
  apiErrorSchema,
  learningModuleSchema,
  moduleSegmentSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import { fixture, insertLearningFixture } from '../support/learning-fixture.ts';

beforeAll(insertLearningFixture);

describe('GET /api/learning-modules', () => {
  it('lists every module with its contract fields, in id order', async () => {
    const res = await api('/api/learning-modules');
    expect(res.status).toBe(200);
    const modules = z.array(learningModuleSchema).parse(await res.json());
    expect(modules.map((m) => m.id)).toEqual([1, 2]);
    expect(modules[1]).toEqual({
      id: 2,
      title: 'Reading the fine print',
      description: 'Advanced.',
      difficultyLevel: 3,
      estimatedTimeMinutes: null,
      pointsToEarn: 50,
    });
  });

  it('answers an unknown sub-path with a JSON 404', async () => {
    const res = await api('/api/learning-modules/1/nope');
    expect(res.status).toBe(404);
    apiErrorSchema.parse(await res.json());
  });
});

describe('GET /api/learning-modules/:id', () => {
  it('returns one module', async () => {
    const res = await api(`/api/learning-modules/${fixture.moduleId}`);
    expect(res.status).toBe(200);
    const module = learningModuleSchema.parse(await res.json());
    expect(module).toMatchObject({
      id: 1,
      title: 'How domains work',
      pointsToEarn: 100,
      estimatedTimeMinutes: 30,
    });
  });

  it.each(['abc', '1.5', '-1', '1e3', '%20'])('refuses the non-numeric id %s with a 400', async (id) => {
    const res = await api(`/api/learning-modules/${id}`);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('bad_request');
  });

  it('answers an unknown id with a 404', async () => {
    const res = await api('/api/learning-modules/999');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/learning-modules/:id/segments', () => {
  it('returns the segments sorted by order, with media and required flags', async () => {
    const res = await api(`/api/learning-modules/${fixture.moduleId}/segments`);
    expect(res.status).toBe(200);
    const segments = z.array(moduleSegmentSchema).parse(await res.json());
    expect(segments.map((s) => [s.order, s.type])).toEqual([
      [1, 'video'],
      [2, 'text'],
      [3, 'quiz'],
    ]);
    expect(segments[0]).toMatchObject({ mediaUrl: '/media/academy/x.webm', isRequired: false });
    expect(segments[1]).toMatchObject({ mediaUrl: null, isRequired: true, content: '<p>Registries.</p>' });
  });

  it('returns an empty list for a module without segments', async () => {
    const res = await api(`/api/learning-modules/${fixture.emptyModuleId}/segments`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('refuses a non-numeric id with a 400', async () => {
    expect((await api('/api/learning-modules/one/segments')).status).toBe(400);
  });

  it('answers an unknown module with a 404', async () => {
    expect((await api('/api/learning-modules/404/segments')).status).toBe(404);
  });
});

describe('the academy content an isolate keeps', () => {
  it.each([
    `/api/learning-modules`,
    `/api/learning-modules/${fixture.moduleId}`,
    `/api/learning-modules/${fixture.moduleId}/segments`,
  ])('answers %s again from its last read, running no statement', async (path) => {
    const first = await api(path);
    expect(first.status).toBe(200);
    const again = await api(path);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get('Server-Timing')).toMatch(/ statements=0 /);
  });
});
