import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import { createMiddleware } from 'hono/factory';

/**
 * The list's headers on every response. A route that set one itself keeps its own: the private
 * feeds answer at capability URLs with the stricter `Referrer-Policy: no-referrer`.
 */
export const applySecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
