import { env } from 'cloudflare:test';
import {
  apiErrorSchema,
  quizAnswerSchema,
  quizAttemptSchema,
  quizQuestionSchema,
} from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../support/api.ts';
import { fixture, insertLearningFixture, newVisitor, send } from '../support/learning-fixture.ts';

beforeAll(insertLearningFixture);

const { multipleChoice, trueFalse, shortAnswer } = fixture;

async function attemptsOf(cookie: string) {
  const res = await api('/api/user-progress/quiz-attempts', { cookie });
  expect(res.status).toBe(200);
  return z.array(quizAttemptSchema).parse(await res.json());
}

async function attemptCount(): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from quiz_attempts').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('GET /api/module-segments/:segmentId/quiz-questions', () => {
  it('returns the quiz questions in order with their points', async () => {
    const res = await api(`/api/module-segments/${fixture.quizSegmentId}/quiz-questions`);
    expect(res.status).toBe(200);
    const questions = z.array(quizQuestionSchema).parse(await res.json());
    expect(questions.map((q) => [q.id, q.questionType, q.pointsValue])).toEqual([
      [131, 'multiple_choice', 10],
      [132, 'true_false', 5],
      [133, 'short_answer', 5],
    ]);
  });

  it('returns an empty list for a segment that is not a quiz', async () => {
    const res = await api(`/api/module-segments/${fixture.textSegmentId}/quiz-questions`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('refuses a non-numeric id with a 400', async () => {
    expect((await api('/api/module-segments/quiz/quiz-questions')).status).toBe(400);
  });

  it('answers an unknown segment with a 404', async () => {
    const res = await api('/api/module-segments/9999/quiz-questions');
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/quiz-questions/:questionId/answers', () => {
  it('returns the options with isCorrect for the client to judge', async () => {
    const res = await api(`/api/quiz-questions/${multipleChoice.id}/answers`);
    expect(res.status).toBe(200);
    expect(z.array(quizAnswerSchema).parse(await res.json())).toEqual([
      { id: 1311, questionId: 131, answerText: 'Right', isCorrect: true },
      { id: 1312, questionId: 131, answerText: 'Wrong', isCorrect: false },
    ]);
  });

  it('refuses a non-numeric id with a 400', async () => {
    expect((await api('/api/quiz-questions/x1/answers')).status).toBe(400);
  });

  it('answers an unknown question with a 404', async () => {
    expect((await api('/api/quiz-questions/4040/answers')).status).toBe(404);
  });
});

describe('GET /api/user-progress/quiz-attempts', () => {
  it('lists only the visitor’s own attempts', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    await send(
      '/api/user-progress/quiz-attempts',
      { questionId: 131, answerId: 1312, textResponse: null, isCorrect: false },
      alice,
    );
    expect(await attemptsOf(alice)).toEqual([
      { questionId: 131, answerId: 1312, textResponse: null, isCorrect: false },
    ]);
    expect(await attemptsOf(bob)).toEqual([]);
  });

  it('answers an unknown sub-path with a JSON 404', async () => {
    expect((await api('/api/user-progress/quiz-attempts/1')).status).toBe(404);
  });
});

describe('POST /api/user-progress/quiz-attempts', () => {
  it('stores one attempt per question type and answers 201', async () => {
    const cookie = await newVisitor();
    const attempts = [
      {
        questionId: multipleChoice.id,
        answerId: multipleChoice.correct,
        textResponse: null,
        isCorrect: true,
      },
      { questionId: trueFalse.id, answerId: trueFalse.wrong, textResponse: null, isCorrect: false },
      { questionId: shortAnswer.id, answerId: null, textResponse: '  REGISTRAR OF RECORD ', isCorrect: true },
    ];
    for (const attempt of attempts) {
      const res = await send('/api/user-progress/quiz-attempts', attempt, cookie);
      expect(res.status).toBe(201);
    }
    const saved = await attemptsOf(cookie);
    expect(saved.map((a) => [a.questionId, a.isCorrect])).toEqual([
      [131, true],
      [132, false],
      [133, true],
    ]);
    expect(saved[2]?.textResponse).toBe('REGISTRAR OF RECORD');
  });

  it('keeps the first attempt: a resubmission is a 409 and changes nothing', async () => {
    const cookie = await newVisitor();
    await send(
      '/api/user-progress/quiz-attempts',
      { questionId: 132, answerId: 1322, textResponse: null, isCorrect: false },
      cookie,
    );
    const again = await send(
      '/api/user-progress/quiz-attempts',
      { questionId: 132, answerId: 1321, textResponse: null, isCorrect: true },
      cookie,
    );
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(await again.json()).error.code).toBe('already_attempted');
    expect(await attemptsOf(cookie)).toEqual([
      { questionId: 132, answerId: 1322, textResponse: null, isCorrect: false },
    ]);
  });

  it('lets two visitors answer the same question independently', async () => {
    const alice = await newVisitor();
    const bob = await newVisitor();
    const a = await send(
      '/api/user-progress/quiz-attempts',
      { questionId: 131, answerId: 1311, textResponse: null, isCorrect: true },
      alice,
    );
    const b = await send(
      '/api/user-progress/quiz-attempts',
      { questionId: 131, answerId: 1312, textResponse: null, isCorrect: false },
      bob,
    );
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await attemptsOf(alice))[0]?.isCorrect).toBe(true);
    expect((await attemptsOf(bob))[0]?.isCorrect).toBe(false);
  });

  it.each([
    [
      'an unknown question',
      { questionId: 999, answerId: 1311, textResponse: null, isCorrect: true },
      'unknown_question',
    ],
    [
      'an answer of another question',
      { questionId: 131, answerId: 1321, textResponse: null, isCorrect: true },
      'unknown_answer',
    ],
    [
      'an unknown answer',
      { questionId: 131, answerId: 5, textResponse: null, isCorrect: false },
      'unknown_answer',
    ],
    [
      'text for a choice question',
      { questionId: 131, answerId: null, textResponse: 'Right', isCorrect: true },
      'wrong_response_kind',
    ],
    [
      'a choice for a short answer',
      { questionId: 133, answerId: 1331, textResponse: null, isCorrect: true },
      'wrong_response_kind',
    ],
    [
      'both an answer and text',
      { questionId: 131, answerId: 1311, textResponse: 'Right', isCorrect: true },
      'bad_request',
    ],
    [
      'neither an answer nor text',
      { questionId: 131, answerId: null, textResponse: null, isCorrect: false },
      'bad_request',
    ],
    [
      'a blank text response',
      { questionId: 133, answerId: null, textResponse: '   ', isCorrect: false },
      'bad_request',
    ],
    [
      'a correct answer claimed wrong',
      { questionId: 131, answerId: 1311, textResponse: null, isCorrect: false },
      'inconsistent_correctness',
    ],
    [
      'a wrong short answer claimed right',
      { questionId: 133, answerId: null, textResponse: 'registry', isCorrect: true },
      'inconsistent_correctness',
    ],
    ['a missing isCorrect', { questionId: 131, answerId: 1311, textResponse: null }, 'bad_request'],
  ])('refuses %s with a 400 and stores nothing', async (_what, body, code) => {
    const cookie = await newVisitor();
    const before = await attemptCount();
    const res = await send('/api/user-progress/quiz-attempts', body, cookie);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe(code);
    expect(await attemptCount()).toBe(before);
  });
});
