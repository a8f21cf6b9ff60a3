import { Hono } from 'hono';
import type { Health } from '../../../schema/src/contracts/health.ts';
import type { AppEnv } from '../app-env.ts';
import { healthCounts } from '../queries/health.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const body: Health = {
    status: 'ok',
    database: { backend: c.get('dbBackend'), reachable: true },
    counts: await healthCounts(c.get('db')),
  };
  return c.json(body, 200);
});
