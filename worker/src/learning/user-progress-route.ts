import {
  moduleProgressSchema,
  progressQuerySchema,
  progressStatsSchema,
  progressUpdateSchema,
  quizAttemptCreateSchema,
  quizAttemptSchema,
} from '@domainary/schema/contracts/learning.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { requireVisitor } from '../middleware/require-visitor.ts';
import { visitorIdOf } from '../middleware/visitor.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { findModule } from './data/module-contents.ts';
import { listProgress, progressStats, saveProgress } from './data/module-progress-queries.ts';
import {
  answersOfQuestion,
  attemptsOnModule,
  attemptsOnSegment,
  findQuestion,
  insertAttempt,
  listAttempts,
  questionsOfModule,
  questionsOfSegment,
} from './data/quiz.ts';
import { judgeAttempt } from './judge-attempt.ts';
import { deriveProgress } from './module-outcome.ts';
import { roundForAnswer } from './quiz-rounds.ts';

/** Everything here belongs to the visitor of the signed cookie, never to an id the request names. */
export const userProgressRoutes = new Hono<AppEnv>()
  .use(requireVisitor)
  .get(
    '/modules',
    describeRoute({
      summary: "The visitor's module progress",
      description: 'Filtered to one module with moduleId (still a list: its first item is that module).',
      responses: {
        200: { description: 'Progress records', json: z.array(moduleProgressSchema) },
        404: 'No such module',
      },
    }),
    validate('query', progressQuerySchema),
    async (c) => {
      const { moduleId } = c.req.valid('query');
      const db = c.get('db');
      if (moduleId !== undefined && !(await findModule(db, moduleId))) {
        return apiError(c, 404, 'not_found', `No learning module ${moduleId}`);
      }
      return c.json(await listProgress(db, await visitorIdOf(c), moduleId), 200);
    },
  )
  .post(
    '/modules',
    describeRoute({
      summary: "Save the visitor's progress in a module",
      description:
        "The stored status and points are the server's, derived from the visitor's saved quiz attempts: each quiz counts by its latest finished round, points are the rounded share of the quiz points scored, and the module is completed at 70% or more. The body can mark a module started; its status, pointsEarned and completedAt never raise what is stored.",
      responses: { 200: { description: 'The record as derived and saved', json: moduleProgressSchema } },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', progressUpdateSchema),
    async (c) => {
      const update = c.req.valid('json');
      const db = c.get('db');
      const module = await findModule(db, update.moduleId);
      if (!module) return apiError(c, 400, 'unknown_module', `No learning module ${update.moduleId}`);
      if (update.pointsEarned > module.pointsToEarn) {
        return apiError(
          c,
          400,
          'too_many_points',
          `pointsEarned ${update.pointsEarned} exceeds the module's ${module.pointsToEarn} points`,
        );
      }
      const visitorId = await visitorIdOf(c);
      const [questions, attempts] = await Promise.all([
        questionsOfModule(db, module.id),
        attemptsOnModule(db, visitorId, module.id),
      ]);
      const progress = deriveProgress(module.pointsToEarn, questions, attempts, update.status);
      return c.json(await saveProgress(db, visitorId, module.id, progress, new Date()), 200);
    },
  )
  .get(
    '/stats',
    describeRoute({
      summary: "The visitor's learning totals",
      responses: {
        200: { description: 'Points, completed, in progress and module count', json: progressStatsSchema },
      },
    }),
    async (c) => c.json(await progressStats(c.get('db'), await visitorIdOf(c)), 200),
  )
  .get(
    '/quiz-attempts',
    describeRoute({
      summary: "The visitor's quiz attempts",
      responses: {
        200: {
          description: 'One attempt per answered question, in the current round of each quiz',
          json: z.array(quizAttemptSchema),
        },
      },
    }),
    async (c) => c.json(await listAttempts(c.get('db'), await visitorIdOf(c)), 200),
  )
  .post(
    '/quiz-attempts',
    describeRoute({
      summary: 'Save an answer to a quiz question',
      description:
        'One answer per question in each round of its quiz (the same answer again is taken as the one saved); the claimed isCorrect must match the answer key. Once every question of a round is answered and it scores under 70%, answering again starts the next round (a retake).',
      responses: {
        201: { description: 'Saved', json: quizAttemptSchema },
        409: 'The question already has another answer in this round',
      },
    }),
    rateLimit('VISITOR_WRITES_RATE_LIMITER'),
    validate('json', quizAttemptCreateSchema),
    async (c) => {
      const attempt = c.req.valid('json');
      const db = c.get('db');
      const question = await findQuestion(db, attempt.questionId);
      if (!question) return apiError(c, 400, 'unknown_question', `No quiz question ${attempt.questionId}`);
      const problem = judgeAttempt(question, await answersOfQuestion(db, question.id), attempt);
      if (problem) return apiError(c, 400, problem.code, problem.message);
      const visitorId = await visitorIdOf(c);
      const [quiz, earlier] = await Promise.all([
        questionsOfSegment(db, question.segmentId),
        attemptsOnSegment(db, visitorId, question.segmentId),
      ]);
      const round = roundForAnswer(quiz, earlier, question.id);
      const saved = await insertAttempt(db, visitorId, attempt, round, new Date());
      if (!saved) {
        return apiError(c, 409, 'already_attempted', `Question ${attempt.questionId} was already answered`);
      }
      return c.json(saved, 201);
    },
  );
