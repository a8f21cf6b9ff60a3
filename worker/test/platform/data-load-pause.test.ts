import { env } from 'cloudflare:test';
import { apiErrorSchema, domainSchema } from '@domainary/schema/contracts/index.ts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATA_LOAD_MESSAGE, DATA_LOAD_RETRY_AFTER_SECONDS } from '../../src/maintenance/data-load-pause.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();

beforeAll(async () => {
  await insertDomains(all);
});

const markLoad = () =>
  env.DB.prepare(`insert into data_loads (id, started_at) values (1, '2026-06-01T02:00:00.000Z')`).run();
const unmarkLoad = () => env.DB.prepare('delete from data_loads').run();
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

  it('still answers the health probe: the database is up', async () => {
    await markLoad();
    expect((await api('/api/health')).status).toBe(200);
  });
});
