import {
  idParamSchema,
  learningModuleSchema,
  moduleSegmentSchema,
} from '@domainary/schema/contracts/learning.ts';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/error-response.ts';
import { validate } from '../http/validate.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { academyRead } from './academy-reads.ts';
import { findModule, listModules, listSegments } from './data/module-contents.ts';

export const learningModuleRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      summary: 'Learning modules of the academy',
      responses: { 200: { description: 'Every module', json: z.array(learningModuleSchema) } },
    }),
    async (c) => c.json(await academyRead(c.env.DB, 'modules', () => listModules(c.get('db'))), 200),
  )
  .get(
    '/:id',
    describeRoute({
      summary: 'One learning module',
      responses: { 200: { description: 'The module', json: learningModuleSchema }, 404: 'No such module' },
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const module = await academyRead(c.env.DB, `module ${id}`, () => findModule(c.get('db'), id));
      if (!module) return apiError(c, 404, 'not_found', `No learning module ${id}`);
      return c.json(module, 200);
    },
  )
  .get(
    '/:id/segments',
    describeRoute({
      summary: 'Segments of a learning module',
      responses: {
        200: { description: 'Segments sorted by order', json: z.array(moduleSegmentSchema) },
        404: 'No such module',
      },
    }),
    validate('param', idParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const db = c.get('db');
      // Read together: the segments of a missing module are simply none.
      const [module, segments] = await academyRead(c.env.DB, `segments ${id}`, () =>
        Promise.all([findModule(db, id), listSegments(db, id)]),
      );
      if (!module) return apiError(c, 404, 'not_found', `No learning module ${id}`);
      return c.json(segments, 200);
    },
  );
