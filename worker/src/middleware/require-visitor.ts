import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import { recordVisitorActivity } from './data/visitor-activity-queries.ts';
import { visitorIdOf } from './visitor.ts';

/** Visitors whose activity this isolate recorded, with the day it did. */
const recordedDay = new LRUCache<string, string>({ max: 10_000 });

/**
 * For routes that answer with or change the visitor's own rows. The answer is theirs alone,
 * so no cache may keep it (`private, no-store`). A successful request records the day the
 * visitor was active, which the scheduled purge goes by: every write records it (the write
 * may be the visitor's first row), a read only once a day per isolate, so reading a
 * watchlist does not cost a database write each time.
 */
export const requireVisitor = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
  if (c.res.status < 200 || c.res.status >= 300) return;
  const visitorId = await visitorIdOf(c);
  const day = new Date().toISOString().slice(0, 10);
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (isRead && recordedDay.get(visitorId) === day) return;
  try {
    await recordVisitorActivity(c.get('db'), visitorId, day);
    if (isRead) recordedDay.set(visitorId, day);
  } catch (error) {
    // The visitor's request itself succeeded; their next request records the day again.
    console.error('visitor activity not recorded', error);
  }
});
