import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { expect, inject } from 'vitest';
import { app } from '../../src/app.ts';
import worker from '../../src/index.ts';

export const DAY = 86_400_000;

/**
 * A walk of the drop radar through days to come, against the fake registry on 127.0.0.1:
 * its own run on the fake (`name` and a random id), a worker environment that asks it for
 * `extensions`, requests to the app from fresh client addresses, a name's registry state set,
 * and the scheduled job run on a given day. The walk starts tomorrow, so the watchlist's
 * "today" never clamps a window. `registryFetch` reaches the fake (a test that mocks fetch
 * passes the real one).
 */
export function radarWalk(name: string, extensions: readonly string[], registryFetch: typeof fetch = fetch) {
  const registry = inject('fakeLifecycleOrigin');
  const run = `${name}-${crypto.randomUUID()}`;
  const rdapBase = `${registry}/${run}/rdap/`;
  const radarEnv = {
    ...env,
    AVAILABILITY_PROVIDER: 'rdap' as const,
    RDAP_SERVERS: JSON.stringify(Object.fromEntries(extensions.map((extension) => [extension, rdapBase]))),
    DOH_URL: `${registry}/${run}/dns-query`,
    REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(registry).host]: 100 }),
  };
  const start = Math.ceil(Date.now() / DAY) * DAY + DAY + 3_600_000;
  const at = (day: number) => start + day * DAY;

  async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    headers.set('CF-Connecting-IP', newClientAddress());
    if (init.cookie) headers.set('Cookie', init.cookie);
    if (init.body) headers.set('Content-Type', 'application/json');
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), radarEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  async function setName(fqdn: string, state: unknown) {
    const res = await registryFetch(`${registry}/${run}/names/${fqdn}`, {
      method: 'PUT',
      body: JSON.stringify(state),
    });
    expect(res.status).toBe(204);
  }

  async function runRadar(day: number) {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: at(day), cron: '*/5 * * * *' }),
      radarEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
  }

  return {
    registry,
    run,
    radarEnv,
    at,
    isoDay: (day: number) => new Date(at(day)).toISOString().slice(0, 10),
    call,
    setName,
    runRadar,
  };
}
