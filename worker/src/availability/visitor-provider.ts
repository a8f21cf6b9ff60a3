import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientKeyOf } from '../http/client-key.ts';
import { availabilityProviderFor } from './configured-provider.ts';

/** The provider for a visitor's request: its lookups count against the visitor's own share. */
export const visitorProvider = (c: Context<AppEnv>) =>
  availabilityProviderFor(c.env, c.get('db'), {
    kind: 'visitor',
    clientKey: clientKeyOf(c.req.header('CF-Connecting-IP')),
  });
