import { env } from 'cloudflare:test';
import { apiErrorSchema, domainSchema } from '@domainary/schema/contracts/index.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_LOAD_MESSAGE, DATA_LOAD_RETRY_AFTER_SECONDS } from '../../src/maintenance/data-load-pause.ts';
import { DATA_LOAD_CHECK_SECONDS } from '../../src/maintenance/data-load-running.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();

beforeAll(async () => {
  // The worker looks at the load marker at most once a window; the tests move the clock past it.
  vi.useFakeTimers({ toFake: ['Date'] });
  await insertDomains(all);
});
afterAll(() => {
  vi.useRealTimers();
});

/** Lets the worker's last look at the marker expire, as waiting the window out would. */
const passCheckWindow = () => vi.setSystemTime(Date.now() + DATA_LOAD_CHECK_SECONDS * 1000);

const markLoad = async () => {
  await env.DB.prepare(
    `insert into data_loads (id, started_at) values (1, '2026-06-01T02:00:00.000Z')`,
  ).run();
  passCheckWindow();
};
const unmarkLoad = async () => {
  await env.DB.prepare('delete from data_loads').run();
  passCheckWindow();
};
afterEach(unmarkLoad);

async function expectMaintenance(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('Retry-After')).toBe(String(DATA_LOAD_RETRY_AFTER_SECONDS));
  expect(res.headers.get('Content-Type')).toContain('application/json');
  expect(apiErrorSchema.parse(await res.json())).toEqual({
    error: { code: 'maintenance', message: DATA_LOAD_MESSAGE },
  });
}

describe('while a data load runs', () => {
  it('answers every API read with the maintenance notice, then the data once the load is done', async () => {
    const listed = all[0] as FixtureDomain;
    const details = `/api/domains/${listed.id}`;
    await markLoad();
    for (const path of [details, '/api/domains?keyword=car', '/api/companies', '/api/sales']) {
      await expectMaintenance(await api(path));
    }
    await unmarkLoad();
    const res = await api(details);
    expect(res.status).toBe(200);
    expect(domainSchema.parse(await res.json())).toMatchObject({ id: listed.id, name: listed.name });
  });

  it('refuses a visitor write with the notice and writes nothing', async () => {
    const cookie = visitorCookieOf(await api('/api/watchlist'));
    await markLoad();
    await expectMaintenance(
      await api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain: 'bakery.com' }) }),
    );
    const watched = await env.DB.prepare('select count(*) as n from watchlist_entries').first<{
      n: number;
    }>();
    expect(watched?.n).toBe(0);
  });

  it('looks at the marker once a window: a load shows within the window, not on the next request', async () => {
    const details = `/api/domains/${(all[0] as FixtureDomain).id}`;
    expect((await api(details)).status).toBe(200);
    await env.DB.prepare(
      `insert into data_loads (id, started_at) values (1, '2026-06-01T02:00:00.000Z')`,
    ).run();
    vi.setSystemTime(Date.now() + DATA_LOAD_CHECK_SECONDS * 1000 - 1);
    expect((await api(details)).status).toBe(200);
    vi.setSystemTime(Date.now() + 1);
    await expectMaintenance(await api(details));
  });

  it('still answers the health probe: the database is up', async () => {
    await markLoad();
    expect((await api('/api/health')).status).toBe(200);
  });
});
