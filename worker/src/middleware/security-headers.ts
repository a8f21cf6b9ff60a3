import { createMiddleware } from 'hono/factory';
import { securityHeaders } from '../http/security-headers.ts';

export const applySecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
});
