import { questionIdParamSchema, quizAnswerSchema } from '@domainary/schema/contracts/learning.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { academyRead } from './academy-reads.ts';
import { answersOfQuestion, findQuestion } from './data/quiz.ts';

// Answers go out with isCorrect because the client judges correctness.
export const quizQuestionRoutes = new Hono<AppEnv>().get(
  '/:questionId/answers',
  describeRoute({
    summary: 'Answer options of a quiz question',
    description:
      'With isCorrect and answerText, so the quiz shows its feedback at once; status and points are still judged by the server from the stored attempts.',
    responses: {
      200: { description: 'The answer options', json: z.array(quizAnswerSchema) },
      404: 'No such question',
    },
  }),
  validate('param', questionIdParamSchema),
  async (c) => {
    const { questionId } = c.req.valid('param');
    const db = c.get('db');
    // Read together: the answers of a missing question are simply none.
    const [question, answers] = await academyRead(c.env.DB, `answers ${questionId}`, () =>
      Promise.all([findQuestion(db, questionId), answersOfQuestion(db, questionId)]),
    );
    if (!question) return apiError(c, 404, 'not_found', `No quiz question ${questionId}`);
    return c.json(answers, 200);
  },
);
