import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { apiErrorSchema, domainBulkResultSchema } from '@domainary/schema/contracts/index.ts';
import { WATCHLIST_MAX_ENTRIES } from '@domainary/schema/contracts/watchlist.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { app } from '../../src/app.ts';
import { MAX_LIVE_LOOKUPS } from '../../src/availability/rdap-provider.ts';
import worker from '../../src/index.ts';
import {
  REFUSED_LEAD_DAYS,
  SINGLE_DAY_VISITOR_DAYS,
  VISITORS_PER_RUN,
} from '../../src/schedule/purge-storage.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildCompanies, insertCompanies } from '../support/company-fixture.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';
import { fixture, insertLearningFixture } from '../support/learning-fixture.ts';

vi.setConfig({ testTimeout: 60_000 });

const template = buildDomains()[0] as FixtureDomain;
/** One more domain than a watchlist holds, ids 5000 up. */
const capped = Array.from({ length: WATCHLIST_MAX_ENTRIES + 1 }, (_, i) => ({
  ...template,
  id: 5000 + i,
  name: `capped${i}`,
  extension: 'com',
}));
const companies = buildCompanies(2);
const [firstCompany, secondCompany] = companies.map((c) => c.id) as [number, number];

beforeAll(async () => {
  await insertDomains(capped);
  await insertCompanies(companies);
  await insertLearningFixture();
});

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(`select count(*) as n from (${sql})`)
      .bind(...values)
      .first<{ n: number }>()
  )?.n;
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const watch = (cookie: string, domainId: number) =>
  api('/api/watchlist', { method: 'POST', body: JSON.stringify({ domainId }), cookie });
/** The visitor id inside a signed visitor cookie (`domainary_visitor=<id>.<signature>`). */
const visitorIdIn = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';

describe('POST /api/watchlist: at most 500 names a visitor', () => {
  it('refuses the 501st with a JSON 409 that says why, and changes nothing', async () => {
    const cookie = visitorCookieOf(await api('/api/watchlist'));
    // All but the last two in one statement (500 requests would only slow the suite), then through the API.
    await env.DB.prepare(
      `insert into watchlist_entries (visitor_id, name, extension, date_added)
       select ?, name, extension, '2026-01-01T00:00:00.000Z' from domains where id between 5000 and ?`,
    )
      .bind(visitorIdIn(cookie), 5000 + WATCHLIST_MAX_ENTRIES - 3)
      .run();
    expect((await watch(cookie, 5000 + WATCHLIST_MAX_ENTRIES - 2)).status).toBe(201);
    expect((await watch(cookie, 5000 + WATCHLIST_MAX_ENTRIES - 1)).status).toBe(201);
    const last = capped[WATCHLIST_MAX_ENTRIES] as FixtureDomain;
    const refused = await watch(cookie, last.id);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).error).toEqual({
      code: 'watchlist_full',
      message: 'Your watchlist is full: it holds at most 500 domains. Remove one to add another.',
    });
    const listed = (await (await api('/api/watchlist', { cookie })).json()) as unknown[];
    expect(listed).toHaveLength(WATCHLIST_MAX_ENTRIES);
    expect(await count('select 1 from watchlist_entries where name = ?', last.name)).toBe(0);
    // A name Domainary does not list counts against the same cap.
    const unlisted = await api('/api/watchlist', {
      method: 'POST',
      body: JSON.stringify({ domain: 'neverlistedcap.com' }),
      cookie,
    });
    expect(unlisted.status).toBe(409);
    expect(apiErrorSchema.parse(await unlisted.json()).error.code).toBe('watchlist_full');
    expect(await count("select 1 from watchlist_entries where name = 'neverlistedcap'")).toBe(0);

    // A name already on the full list is still answered; making room lets the next one in.
    expect((await watch(cookie, 5000)).status).toBe(200);
    expect((await api('/api/watchlist?domainId=5000', { method: 'DELETE', cookie })).status).toBe(200);
    expect((await watch(cookie, last.id)).status).toBe(201);
    // Another visitor's list is their own.
    const other = visitorCookieOf(await api('/api/watchlist'));
    expect((await watch(other, 5000)).status).toBe(201);
  });
});

describe('POST /api/domains/bulk with AVAILABILITY_PROVIDER=rdap', () => {
  it(`looks up at most ${MAX_LIVE_LOOKUPS} names live; the rest answer "not checked" (lookup cap)`, async () => {
    const run = `bulk-cap-${crypto.randomUUID()}`;
    const origin = inject('fakeRdapOrigin');
    const names = Array.from({ length: 60 }, (_, i) => `freecap${i}.com`);
    const rdapEnv = {
      ...env,
      AVAILABILITY_PROVIDER: 'rdap',
      RDAP_SERVERS: JSON.stringify({ com: `${origin}/${run}/` }),
      // Past the shared registry budget's default, which worker/test/radar/registry-budget.test.ts covers.
      REGISTRY_RATE_LIMITS: JSON.stringify({ [new URL(inject('fakeRdapOrigin')).host]: 1000 }),
      DOH_URL: `${inject('fakeDohOrigin')}/${run}/dns-query`,
    };
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request('http://localhost/api/domains/bulk', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
        body: JSON.stringify({ names }),
      }),
      rdapEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const { rows } = domainBulkResultSchema.parse(await res.json());
    const checked = rows.filter((r) => 'availability' in r && r.availability?.confidence === 'high');
    const notChecked = rows.filter((r) => 'availability' in r && r.availability?.status === 'unknown');
    expect(checked).toHaveLength(MAX_LIVE_LOOKUPS);
    expect(notChecked).toHaveLength(names.length - MAX_LIVE_LOOKUPS);
    for (const row of notChecked) {
      expect('availability' in row && row.availability).toEqual({
        status: 'unknown',
        source: 'registry',
        confidence: 'none',
        checkedAt: null,
        reason: 'lookup_cap',
        registryRecord: null,
      });
    }
    const hits = (await (await fetch(`${origin}/hits/${run}`)).json()) as Record<string, number>;
    expect(Object.values(hits).reduce((a, b) => a + b, 0)).toBe(MAX_LIVE_LOOKUPS);
  });
});

describe('visitor activity, which the purge goes by', () => {
  const activityOf = (visitorId: string) =>
    env.DB.prepare('select last_active_day from visitor_activity where visitor_id = ?')
      .bind(visitorId)
      .first<{ last_active_day: string }>();

  it('is recorded on a successful write, not for a visitor with nothing stored nor for a refusal', async () => {
    const before = await count('select 1 from visitor_activity');
    const cookie = visitorCookieOf(await api('/api/watchlist'));
    expect((await watch(cookie, 999_999)).status).toBe(404);
    expect(await count('select 1 from visitor_activity')).toBe(before);

    expect((await watch(cookie, 5001)).status).toBe(201);
    const id = visitorIdIn(cookie);
    expect(await activityOf(id)).toEqual({ last_active_day: dayOffset(0) });
  });

  it('is brought up to today by a visitor who only reads their rows', async () => {
    // A first request that writes: a read would already have recorded today in this isolate.
    const added = await api('/api/watchlist', { method: 'POST', body: JSON.stringify({ domainId: 5002 }) });
    expect(added.status).toBe(201);
    const cookie = visitorCookieOf(added);
    const id = visitorIdIn(cookie);
    await env.DB.prepare('update visitor_activity set last_active_day = ? where visitor_id = ?')
      .bind(dayOffset(-400), id)
      .run();
    expect((await api('/api/watchlist', { cookie })).status).toBe(200);
    expect(await activityOf(id)).toEqual({ last_active_day: dayOffset(0) });
  });
});

describe('the scheduled purge', () => {
  const now = new Date();
  const idle = crypto.randomUUID();
  const yearAgo = crypto.randomUUID();
  const recent = crypto.randomUUID();

  const oneDayWeekAgo = crypto.randomUUID();
  const oneDayRecent = crypto.randomUUID();
  const returned = crypto.randomUUID();

  async function giveRows(visitorId: string, lastActiveDay: string, firstActiveDay: string | null = null) {
    const at = `${lastActiveDay}T12:00:00.000Z`;
    await env.DB.batch([
      env.DB.prepare(
        "insert into watchlist_entries (visitor_id, name, extension, date_added) values (?, 'capped3', 'com', ?)",
      ).bind(visitorId, at),
      env.DB.prepare(
        `insert into module_progress (visitor_id, module_id, status, points_earned, updated_at) values (?, ?, 'in_progress', 0, ?)`,
      ).bind(visitorId, fixture.moduleId, at),
      env.DB.prepare(
        'insert into quiz_attempts (visitor_id, question_id, answer_id, is_correct, attempted_at) values (?, ?, ?, 1, ?)',
      ).bind(visitorId, fixture.trueFalse.id, fixture.trueFalse.correct, at),
      env.DB.prepare('insert into earned_badges (visitor_id, badge_id, earned_at) values (?, ?, ?)').bind(
        visitorId,
        fixture.badges.completion,
        at,
      ),
      env.DB.prepare(
        'insert into visitor_activity (visitor_id, last_active_day, first_active_day) values (?, ?, ?)',
      ).bind(visitorId, lastActiveDay, firstActiveDay),
    ]);
  }
  const rowsOf = async (visitorId: string) =>
    Promise.all(
      ['watchlist_entries', 'module_progress', 'quiz_attempts', 'earned_badges', 'visitor_activity'].map(
        (table) => count(`select 1 from ${table} where visitor_id = ?`, visitorId),
      ),
    );

  beforeAll(async () => {
    await giveRows(idle, dayOffset(-367));
    await giveRows(yearAgo, dayOffset(-365));
    await giveRows(recent, dayOffset(-3));
    await giveRows(
      oneDayWeekAgo,
      dayOffset(-SINGLE_DAY_VISITOR_DAYS - 1),
      dayOffset(-SINGLE_DAY_VISITOR_DAYS - 1),
    );
    await giveRows(
      oneDayRecent,
      dayOffset(-SINGLE_DAY_VISITOR_DAYS + 1),
      dayOffset(-SINGLE_DAY_VISITOR_DAYS + 1),
    );
    await giveRows(returned, dayOffset(-SINGLE_DAY_VISITOR_DAYS - 1), dayOffset(-30));
    const refusal = (clickId: string, daysAgo: number) =>
      env.DB.prepare(
        "insert into refused_leads (kind, reason, client_network, click_id, created_at) values ('order', 'order_cap', '203.0.113.0/24', ?, ?)",
      ).bind(clickId, new Date(now.getTime() - daysAgo * 86_400_000).toISOString());
    const answer = (fqdn: string, expiresAt: Date) =>
      env.DB.prepare(
        `insert into availability_cache (fqdn, registered, registrar, source, checked_at, expires_at) values (?, 1, null, 'rdap', ?, ?)`,
      ).bind(fqdn, now.toISOString(), expiresAt.toISOString());
    const check = (id: number, companyId: number, domain: string, day: string) =>
      env.DB.prepare(
        `insert into domain_check_results (id, company_id, domain_name, is_available, registrar, source, last_checked) values (?, ?, ?, 0, null, 'registry', ?)`,
      ).bind(id, companyId, domain, `${day}T00:00:00.000Z`);
    await env.DB.batch([
      answer('expired.com', new Date(now.getTime() - 1000)),
      answer('live.com', new Date(now.getTime() + 3_600_000)),
      check(1, firstCompany, 'a.com', dayOffset(-2)),
      check(2, firstCompany, 'a.com', dayOffset(-1)),
      check(3, firstCompany, 'b.com', dayOffset(-2)),
      check(4, secondCompany, 'a.com', dayOffset(-2)),
      refusal('old', REFUSED_LEAD_DAYS + 1),
      refusal('kept', REFUSED_LEAD_DAYS - 1),
    ]);
  });

  it('keeps live rows and deletes the rest', async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const cached = await env.DB.prepare(
      `select fqdn from availability_cache where fqdn in ('expired.com', 'live.com')`,
    ).all<{ fqdn: string }>();
    expect(cached.results.map((r) => r.fqdn)).toEqual(['live.com']);
    const checks = await env.DB.prepare('select id from domain_check_results order by id').all<{
      id: number;
    }>();
    expect(checks.results.map((r) => r.id)).toEqual([2, 3, 4]);

    // Idle past the cookie's year: every row gone. Within it: every row kept.
    expect(await rowsOf(idle)).toEqual([0, 0, 0, 0, 0]);
    expect(await rowsOf(yearAgo)).toEqual([1, 1, 1, 1, 1]);
    expect(await rowsOf(recent)).toEqual([1, 1, 1, 1, 1]);
    // Active on one day only: gone a week after it; a visitor who came back is kept.
    expect(await rowsOf(oneDayWeekAgo)).toEqual([0, 0, 0, 0, 0]);
    expect(await rowsOf(oneDayRecent)).toEqual([1, 1, 1, 1, 1]);
    expect(await rowsOf(returned)).toEqual([1, 1, 1, 1, 1]);
    const refusals = await env.DB.prepare('select click_id from refused_leads').all<{ click_id: string }>();
    expect(refusals.results.map((r) => r.click_id)).toEqual(['kept']);
  });

  /** VISITOR_CREATIONS_RATE_LIMITER's limit a minute per address, as wrangler.toml sets it. */
  const creationsPerMinute = 3;
  const addresses = Math.floor(VISITORS_PER_RUN / (creationsPerMinute * 60));
  it(`removes in one run ${VISITORS_PER_RUN} one-write visitors: an hour of ${addresses} addresses at the creation limit`, async () => {
    // The most one-write visitors an hour of creations can leave, from as many addresses as
    // one hourly run outpaces (docs/security-and-limits.md): each with a watchlist row, a week idle.
    const created = VISITORS_PER_RUN;
    const day = dayOffset(-SINGLE_DAY_VISITOR_DAYS - 1);
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into visitor_activity (visitor_id, last_active_day, first_active_day)
       select printf('flood-%06d', i), ?, ? from n`,
    )
      .bind(created, day, day)
      .run();
    await env.DB.prepare(
      `insert into watchlist_entries (visitor_id, name, extension, date_added)
       select visitor_id, 'capped4', 'com', ? from visitor_activity where visitor_id like 'flood-%'`,
    )
      .bind(`${day}T12:00:00.000Z`)
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 * * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await count("select 1 from visitor_activity where visitor_id like 'flood-%'")).toBe(0);
    expect(await count("select 1 from watchlist_entries where visitor_id like 'flood-%'")).toBe(0);
  });
});
