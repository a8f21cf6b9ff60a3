import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index.ts';
import {
  affiliateEnv,
  conversionRows,
  convert,
  newRun,
  recorded,
  visitorLandedWith,
  visitorWithoutClick,
} from '../support/conversion-client.ts';
import { clearConversionTables } from '../support/conversion-tables.ts';

const clickId = 'retry7166ddf3b35b11eb';

/** Runs the worker's cron trigger with the affiliate settings `setup` names. */
async function runSchedule(setup: Parameters<typeof affiliateEnv>[0]) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: Date.now(), cron: '*/15 * * * *' }),
    affiliateEnv(setup),
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** One attributed order whose network call failed, recorded under `run`. */
async function failedOrder(run: string, orderId = 'DMN-RETRY-1') {
  await convert(
    { orderId, domain: 'retryable.com', clickId },
    { run, scenario: 'http-500', cookie: await visitorLandedWith(clickId) },
  );
}

beforeEach(async () => {
  await clearConversionTables();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the scheduled retry of failed createOrders calls', () => {
  it('sends a failed order again under the same order id and event time, once', async () => {
    const run = newRun();
    await failedOrder(run);
    expect((await conversionRows())[0]).toMatchObject({ upstream_state: 'failed', upstream_attempts: 1 });

    await runSchedule({ run, scenario: 'ok' });
    expect((await conversionRows())[0]).toMatchObject({
      upstream_state: 'sent',
      upstream_attempts: 2,
      upstream_submission_id: 'sub-DMN-RETRY-1',
      upstream_error: null,
    });
    await runSchedule({ run, scenario: 'ok' });

    const calls = (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0]);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual(calls[0]);
  });

  it('gives up after five calls in all', async () => {
    const run = newRun();
    await failedOrder(run);
    for (let i = 0; i < 6; i++) await runSchedule({ run, scenario: 'http-500' });
    expect(await recorded(run)).toHaveLength(5);
    expect((await conversionRows())[0]).toMatchObject({ upstream_state: 'failed', upstream_attempts: 5 });
  });

  it('calls for nothing while tracking is not configured', async () => {
    const run = newRun();
    await failedOrder(run);
    await runSchedule({ run, configured: false });
    expect(await recorded(run)).toHaveLength(1);
    expect((await conversionRows())[0]).toMatchObject({ upstream_state: 'failed', upstream_attempts: 1 });
  });

  it('leaves alone orders past the click window and orders without a click', async () => {
    const run = newRun();
    await failedOrder(run, 'DMN-OLD-1');
    const old = new Date(Date.now() - 46 * 86_400_000).toISOString();
    await env.DB.prepare('update conversions set created_at = ?').bind(old).run();
    await convert(
      { orderId: 'DMN-PLAIN-1', domain: 'plain.com' },
      { run, cookie: await visitorWithoutClick() },
    );
    await failedOrder(run, 'DMN-RECENT-1');

    await runSchedule({ run, scenario: 'ok' });
    const states = Object.fromEntries((await conversionRows()).map((r) => [r.order_id, r.upstream_state]));
    expect(states).toEqual({ 'DMN-OLD-1': 'failed', 'DMN-PLAIN-1': 'skipped', 'DMN-RECENT-1': 'sent' });
    const sent = (await recorded(run)).map((r) => JSON.parse(r.body).variables.orders[0].orderId);
    expect(sent).toEqual(['DMN-OLD-1', 'DMN-RECENT-1', 'DMN-RECENT-1']);
  });
});
