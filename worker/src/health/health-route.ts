import { type Health, healthSchema } from '@domainary/schema/contracts/health.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { describeRoute } from '../openapi/describe-route.ts';
import { pingDatabase } from './data/database-health.ts';

export const healthRoutes = new Hono<AppEnv>().get(
  '/',
  describeRoute({
    summary: 'Liveness',
    responses: {
      200: { description: 'The backend in use and whether it answers', json: healthSchema },
    },
  }),
  async (c) => {
    const body: Health = {
      status: 'ok',
      database: { backend: c.get('dbBackend'), reachable: await pingDatabase(c.get('db')) },
    };
    return c.json(body, 200);
  },
);
