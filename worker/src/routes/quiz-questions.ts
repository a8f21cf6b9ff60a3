import { Hono } from 'hono';
import { questionIdParamSchema } from '../../../schema/src/contracts/learning.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { answersOfQuestion, findQuestion } from '../queries/quiz.ts';

// Answers go out with isCorrect: SPEC 5 has the client judge correctness.
export const quizQuestionRoutes = new Hono<AppEnv>().get(
  '/:questionId/answers',
  validate('param', questionIdParamSchema),
  async (c) => {
    const { questionId } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findQuestion(db, questionId))) {
      return apiError(c, 404, 'not_found', `No quiz question ${questionId}`);
    }
    return c.json(await answersOfQuestion(db, questionId), 200);
  },
);
