import { Hono } from 'hono';
import { idParamSchema } from '../../../schema/src/contracts/learning.ts';
import type { AppEnv } from '../app-env.ts';
import { apiError } from '../http/api-error.ts';
import { validate } from '../http/validate.ts';
import { findModule, listModules, listSegments } from '../queries/learning-modules.ts';

export const learningModuleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listModules(c.get('db')), 200))
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const module = await findModule(c.get('db'), id);
    if (!module) return apiError(c, 404, 'not_found', `No learning module ${id}`);
    return c.json(module, 200);
  })
  .get('/:id/segments', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findModule(db, id))) return apiError(c, 404, 'not_found', `No learning module ${id}`);
    return c.json(await listSegments(db, id), 200);
  });
