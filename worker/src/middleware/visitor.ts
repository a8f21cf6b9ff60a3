import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

export const VISITOR_COOKIE = 'domainary_visitor';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const visitorIdPattern = /^[0-9a-f-]{36}$/;

/**
 * Anonymous visitors are told apart by a random id in a signed, HttpOnly cookie. Data that
 * belongs to a visitor (watchlist, progress, attempts, badges) is scoped by this id, never
 * by anything the request body or query claims.
 */
export const identifyVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.VISITOR_COOKIE_SECRET;
  if (!secret) throw new Error('VISITOR_COOKIE_SECRET is not configured (see .dev.vars.example)');
  const existing = await getSignedCookie(c, secret, VISITOR_COOKIE);
  const visitorId = existing && visitorIdPattern.test(existing) ? existing : crypto.randomUUID();
  c.set('visitorId', visitorId);
  await next();
  if (existing !== visitorId) {
    await setSignedCookie(c, VISITOR_COOKIE, visitorId, secret, {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: ONE_YEAR_SECONDS,
    });
  }
});
