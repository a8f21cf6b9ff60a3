import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Health } from '../../../schema/src/contracts/health.ts';
import { companies, domains, sales } from '../../../schema/src/tables/index.ts';
import type { AppEnv } from '../app-env.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const db = c.get('db');
  const count = async (table: typeof companies | typeof domains | typeof sales) => {
    const [row] = await db.select({ n: sql<number>`count(*)` }).from(table);
    return row?.n ?? 0;
  };
  const [companyCount, domainCount, saleCount] = await Promise.all([
    count(companies),
    count(domains),
    count(sales),
  ]);
  const body: Health = {
    status: 'ok',
    database: { backend: c.get('dbBackend'), reachable: true },
    counts: { companies: companyCount, domains: domainCount, sales: saleCount },
  };
  return c.json(body, 200);
});
