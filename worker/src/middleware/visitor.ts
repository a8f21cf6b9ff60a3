import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { ConfigurationError } from '../http/configuration-error.ts';
import { isRefused } from '../refusal.ts';
import { cookieSecretsOf } from './cookie-secrets.ts';

const VISITOR_COOKIE = 'domainary_visitor';
/** How long a visitor cookie lives; the scheduled purge keeps a visitor's rows at least this long after their last visit. */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
const visitorIdPattern = /^[0-9a-f-]{36}$/;

/**
 * Under an https origin the cookie is `__Host-` prefixed and Secure: the browser then only
 * accepts it from this exact host over https, so neither a sibling subdomain nor a
 * plain-http response can plant or overwrite a visitor id. Plain http (local work) cannot
 * hold such a cookie, so there it keeps the bare name.
 */
function servedOverHttps(c: Context<AppEnv>): boolean {
  return c.env.PUBLIC_ORIGIN.startsWith('https://');
}

/**
 * Anonymous visitors are told apart by a random id in a signed, HttpOnly cookie. Data that
 * belongs to a visitor (watchlist, progress, attempts, badges) is scoped by this id, never
 * by anything the request body or query claims. The cookie is verified, or a new one
 * issued, only when a route asks for the id: public reads carry no Set-Cookie (so shared
 * caches may keep them) and skip the HMAC work. A cookie signed with an older secret of the
 * list is accepted and re-signed with the newest.
 */
export const identifyVisitor = createMiddleware<AppEnv>(async (c, next) => {
  const secure = servedOverHttps(c);
  const prefix = secure ? 'host' : undefined;
  let identified: Promise<{ id: string; issued: boolean; created: boolean; signer: string }> | undefined;
  const identify = async () => {
    const configured = cookieSecretsOf(c.env.VISITOR_COOKIE_SECRET);
    if (isRefused(configured)) {
      console.error('visitor cookie unusable:', configured.refused.message);
      throw new ConfigurationError(`${configured.refused.message} (see .dev.vars.example).`);
    }
    const [newest] = configured.secrets;
    for (const secret of configured.secrets) {
      const existing = await getSignedCookie(c, secret, VISITOR_COOKIE, prefix);
      if (typeof existing === 'string' && visitorIdPattern.test(existing))
        return { id: existing, issued: secret !== newest, created: false, signer: newest };
    }
    return { id: crypto.randomUUID(), issued: true, created: true, signer: newest };
  };
  const identity = () => {
    identified ??= identify();
    return identified;
  };
  c.set('visitor', () => identity().then(({ id }) => id));
  c.set('visitorIsNew', () => identity().then(({ created }) => created));
  await next();
  const visitor = await identified?.catch(() => undefined);
  if (visitor?.issued) {
    await setSignedCookie(c, VISITOR_COOKIE, visitor.id, visitor.signer, {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'Lax',
      maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS,
      prefix,
    });
  }
});

/** The visitor's id, from their cookie or newly issued with this response. */
export const visitorIdOf = (c: Context<AppEnv>): Promise<string> => c.get('visitor')();

/** Whether the visitor's id is issued with this response: the request brought no valid cookie. */
export const isNewVisitor = (c: Context<AppEnv>): Promise<boolean> => c.get('visitorIsNew')();
