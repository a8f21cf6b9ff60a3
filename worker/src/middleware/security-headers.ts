import { securityHeaders } from '@domainary/schema/reference/security-header-list.ts';
import { createMiddleware } from 'hono/factory';

export const applySecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value);
});
