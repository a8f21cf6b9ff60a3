import { quizQuestionSchema, segmentIdParamSchema } from '@domainary/schema/contracts/learning.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { academyRead } from './academy-reads.ts';
import { questionsOfSegment, segmentExists } from './data/quiz.ts';

/** A segment that is not a quiz simply has no questions: an empty list, not an error. */
export const moduleSegmentRoutes = new Hono<AppEnv>().get(
  '/:segmentId/quiz-questions',
  describeRoute({
    summary: 'Questions of a quiz segment',
    description: 'A segment that is not a quiz has no questions: an empty list.',
    responses: {
      200: { description: 'Questions in order', json: z.array(quizQuestionSchema) },
      404: 'No such segment',
    },
  }),
  validate('param', segmentIdParamSchema),
  async (c) => {
    const { segmentId } = c.req.valid('param');
    const db = c.get('db');
    // Read together: the questions of a missing segment are simply none.
    const [exists, questions] = await academyRead(c.env.DB, `questions ${segmentId}`, () =>
      Promise.all([segmentExists(db, segmentId), questionsOfSegment(db, segmentId)]),
    );
    if (!exists) return apiError(c, 404, 'not_found', `No module segment ${segmentId}`);
    return c.json(questions, 200);
  },
);
