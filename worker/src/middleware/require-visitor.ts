import { createMiddleware } from 'hono/factory';
import { LRUCache } from 'lru-cache';
import type { AppEnv } from '../app-env.ts';
import { recordVisitorActivity } from './data/visitor-activity-queries.ts';
import { overLimit } from './rate-limit.ts';
import { isNewVisitor, visitorIdOf } from './visitor.ts';

/** Visitors whose activity this isolate recorded, with the day it did. */
const recordedDay = new LRUCache<string, string>({ max: 10_000 });

/**
 * For routes that answer with or change the visitor's own rows. The answer is theirs alone,
 * so no cache may keep it (`private, no-store`). A successful request records the day the
 * visitor was active, which the scheduled purge goes by: every write records it (the write
 * may be the visitor's first row), a read only once a day per isolate, so reading a
 * watchlist does not cost a database write each time.
 *
 * A write that brings no cookie creates a visitor, and creating visitors is limited per
 * client address apart from the writes that follow: a script that drops its cookie would
 * otherwise make a new visitor, and new rows to purge, with every write.
 */
export const requireVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const isRead = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!isRead && (await isNewVisitor(c))) {
    const refused = await overLimit(
      c,
      'VISITOR_CREATIONS_RATE_LIMITER',
      'Too many new visitors from this address: keep the cookie this site sets.',
    );
    if (refused) return refused;
  }
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
  if (c.res.status < 200 || c.res.status >= 300) return;
  const visitorId = await visitorIdOf(c);
  const day = new Date().toISOString().slice(0, 10);
  if (isRead && recordedDay.get(visitorId) === day) return;
  try {
    await recordVisitorActivity(c.get('db'), visitorId, day);
    if (isRead) recordedDay.set(visitorId, day);
  } catch (error) {
    // The visitor's request itself succeeded; their next request records the day again.
    console.error('visitor activity not recorded', error);
  }
});
