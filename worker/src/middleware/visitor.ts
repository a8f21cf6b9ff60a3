import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';

export const VISITOR_COOKIE = 'domainary_visitor';
/** How long a visitor cookie lives; the scheduled purge keeps a visitor's rows at least this long after their last visit. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
const visitorIdPattern = /^[0-9a-f-]{36}$/;

/**
 * Anonymous visitors are told apart by a random id in a signed, HttpOnly cookie. Data that
 * belongs to a visitor (watchlist, progress, attempts, badges) is scoped by this id, never
 * by anything the request body or query claims. The cookie is verified, or a new one
 * issued, only when a route asks for the id: public reads carry no Set-Cookie (so shared
 * caches may keep them) and skip the two HMAC operations, a fifth of a bare request's CPU.
 */
export const identifyVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const secret = c.env.VISITOR_COOKIE_SECRET;
  if (!secret) throw new Error('VISITOR_COOKIE_SECRET is not configured (see .dev.vars.example)');
  let identified: Promise<{ id: string; issued: boolean }> | undefined;
  const identify = async () => {
    const existing = await getSignedCookie(c, secret, VISITOR_COOKIE);
    const valid = typeof existing === 'string' && visitorIdPattern.test(existing);
    return valid ? { id: existing, issued: false } : { id: crypto.randomUUID(), issued: true };
  };
  c.set('visitor', () => {
    identified ??= identify();
    return identified.then(({ id }) => id);
  });
  await next();
  const visitor = await identified;
  if (visitor?.issued) {
    await setSignedCookie(c, VISITOR_COOKIE, visitor.id, secret, {
      path: '/',
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
    });
  }
});

/** The visitor's id, from their cookie or newly issued with this response. */
export const visitorIdOf = (c: Context<AppEnv>): Promise<string> => c.get('visitor')();
