import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { availabilityResultSchema, domainBulkResultSchema } from '@domainary/schema/contracts/index.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, inject, it, vi } from 'vitest';
import { app } from '../../src/app.ts';
import { BUDGET_WINDOW_SECONDS, lookupsPerWindow } from '../../src/availability/registry-host-limits.ts';
import worker from '../../src/index.ts';

vi.setConfig({ testTimeout: 120_000 });

/** A deployment whose every registry lookup goes to the given fake registry, at the default rates. */
function liveEnv(origin: string, run: string) {
  return {
    ...env,
    AVAILABILITY_PROVIDER: 'rdap' as const,
    RDAP_SERVERS: JSON.stringify({ com: `${origin}/${run}/rdap/` }),
    DOH_URL: `${origin}/${run}/dns-query`,
  };
}

async function post(path: string, body: unknown, deployment: ReturnType<typeof liveEnv>) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
      body: JSON.stringify(body),
    }),
    deployment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

async function registryLog(origin: string, run: string): Promise<[string, number][]> {
  return (await fetch(`${origin}/${run}/log`)).json();
}

describe('one outbound budget per registry host', () => {
  it('holds a flood of 100 clients sending bulk checks of new names to the host budget', async () => {
    const origin = inject('fakeBusyRegistryOrigin');
    const run = `flood-${crypto.randomUUID()}`;
    const deployment = liveEnv(origin, run);
    const perWindow = lookupsPerWindow(new URL(origin).host);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, client) =>
        post(
          '/api/domains/bulk',
          { names: Array.from({ length: 50 }, (_, i) => `newname${client}x${i}.com`) },
          deployment,
        ),
      ),
    );
    const log = await registryLog(origin, run);
    const host = new URL(origin).host;
    const totals = await env.DB.prepare(
      "select window_start, used from registry_budget where host = ? and pool = 'total' order by window_start",
    )
      .bind(host)
      .all<{ window_start: number; used: number }>();
    // Every lookup the registry saw was paid for, and no window paid for more than its budget.
    expect(log.length).toBeGreaterThan(0);
    expect(totals.results.reduce((sum, w) => sum + w.used, 0)).toBeGreaterThanOrEqual(log.length);
    for (const window of totals.results) expect(window.used).toBeLessThanOrEqual(perWindow);
    // And over the flood as a whole: never more than the budget of the windows it lasted. (The
    // registry's own arrival times are no measure here: all 100 requests run in one workerd
    // test invocation, whose outbound connections queue lookups that production sends at once.)
    const windowsLasted = Math.ceil((Date.now() - started) / (BUDGET_WINDOW_SECONDS * 1000)) + 1;
    expect(log.length).toBeLessThanOrEqual(windowsLasted * perWindow);
    let delayed = 0;
    for (const res of responses) {
      expect(res.status).toBe(200);
      for (const row of domainBulkResultSchema.parse(await res.json()).rows) {
        if (!('availability' in row) || !row.availability) continue;
        if (row.availability.reason === 'registry_busy') {
          delayed += 1;
          expect(row.availability.status).toBe('unknown');
        }
      }
    }
    expect(delayed).toBeGreaterThan(0);
  });

  it('waits as a 429 says: no lookup reaches the host before its Retry-After, and visitors read "Check delayed"', async () => {
    const origin = inject('fakeLifecycleOrigin');
    const run = `retry-after-${crypto.randomUUID()}`;
    const deployment = liveEnv(origin, run);
    await fetch(`${origin}/${run}/names/limited.com`, {
      method: 'PUT',
      body: JSON.stringify({ answer: 'too-many', retryAfter: '120' }),
    });
    const first = await post('/api/availability', { names: ['limited.com'] }, deployment);
    const [answer] = availabilityResultSchema.parse(await first.json()).answers;
    expect(answer?.availability).toMatchObject({ status: 'unknown', reason: 'registry_busy' });

    for (let i = 0; i < 30; i += 1) {
      const res = await post('/api/availability', { names: [`another${i}.com`] }, deployment);
      const [later] = availabilityResultSchema.parse(await res.json()).answers;
      expect(later?.availability).toMatchObject({ status: 'unknown', reason: 'registry_busy' });
    }
    const held = await env.DB.prepare('select until from registry_backoff where host = ?')
      .bind(new URL(origin).host)
      .first<{ until: number }>();
    expect(held?.until).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 100);

    // The radar waits too: its due names are delayed, not asked.
    const cookieRes = await app.fetch(
      new Request('http://localhost/api/watchlist'),
      deployment,
      createExecutionContext(),
    );
    const cookie = (cookieRes.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const ctx = createExecutionContext();
    await app.fetch(
      new Request('http://localhost/api/watchlist', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Cookie: cookie,
          'CF-Connecting-IP': newClientAddress(),
        },
        body: JSON.stringify({ domain: 'radarwaits.com' }),
      }),
      deployment,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const runCtx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }),
      deployment,
      runCtx,
    );
    await waitOnExecutionContext(runCtx);

    expect((await registryLog(origin, run)).map(([fqdn]) => fqdn)).toEqual(['limited.com']);
  });
});
