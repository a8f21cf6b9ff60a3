import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { type WatchlistEntry, watchlistEntrySchema } from '@domainary/schema/contracts/watchlist.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, inject, it, vi } from 'vitest';
import * as z from 'zod';
import { app } from '../../src/app.ts';
import worker from '../../src/index.ts';
import { DAY, radarWalk } from '../support/radar-walk.ts';

vi.setConfig({ testTimeout: 60_000 });

const { registry: origin, radarEnv, at, isoDay, call, setName, runRadar } = radarWalk('walk', ['com', 'uk']);

async function newVisitor(): Promise<string> {
  const res = await call('/api/watchlist');
  return (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}

const watch = (cookie: string, domain: string) =>
  call('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain }) });

async function lifecycles(cookie: string): Promise<Map<string, WatchlistEntry>> {
  const res = await call('/api/watchlist', { cookie });
  expect(res.status).toBe(200);
  const entries = z.array(watchlistEntrySchema).parse(await res.json());
  return new Map(entries.map((e) => [`${e.domain.name}.${e.domain.extension}`, e]));
}

const registered = (expiryDay: number, registrarIanaId?: number) => ({
  answer: 'object',
  status: ['client transfer prohibited'],
  expiration: new Date(at(expiryDay)).toISOString(),
  ...(registrarIanaId === undefined ? {} : { registrarIanaId }),
});
const inGrace = (expiryDay: number, registrarIanaId?: number) => ({
  // At expiry a registry that auto-renews moves the expiration a year on, though nobody renewed.
  ...registered(expiryDay + 365, registrarIanaId),
  status: ['auto renew period', 'client hold'],
});

const windowDays = (entry: WatchlistEntry | undefined) => {
  const w = entry?.lifecycle.dropWindow;
  return w ? (Date.parse(w.latest) - Date.parse(w.earliest)) / DAY : Number.POSITIVE_INFINITY;
};

describe('the drop radar, walking names through a registry on 127.0.0.1 with the scheduled job in workerd', () => {
  it('follows each name to its outcome, with the first-seen day of each stage and a window that narrows', async () => {
    const cookie = await newVisitor();
    for (const name of [
      'dropname.com',
      'renewname.com',
      'auctionname.com',
      'plainname.uk',
      'heldname.com',
      'nordap.de',
    ])
      expect((await watch(cookie, name)).status).toBe(201);

    // Day 0: registered, expiring on day 5; the .uk registry gives status but no events.
    await setName('dropname.com', registered(5));
    await setName('renewname.com', registered(5));
    await setName('auctionname.com', registered(5, 146));
    await setName('plainname.uk', { answer: 'object', status: ['active'] });
    await setName('heldname.com', { answer: 'object', status: ['reserved'] });
    await runRadar(0);
    let seen = await lifecycles(cookie);
    expect(seen.get('dropname.com')?.lifecycle).toMatchObject({
      stage: 'registered',
      since: isoDay(0),
      source: `rdap: ${new URL(origin).host}`,
      dropWindow: null,
    });
    expect(seen.get('plainname.uk')?.lifecycle).toMatchObject({
      stage: 'registered',
      since: isoDay(0),
      basis: 'Registered; the registry gives no expiry date.',
    });
    expect(seen.get('heldname.com')?.lifecycle.stage).toBe('reserved');
    expect(seen.get('nordap.de')?.lifecycle).toMatchObject({ stage: 'unknown', source: 'no rdap' });
    expect(seen.get('nordap.de')?.lifecycle.basis).toContain('watched by its expiry date only');

    // Day 6: in auto-renew grace, the registry's expiry already a year on.
    for (const name of ['dropname.com', 'renewname.com']) await setName(name, inGrace(5));
    await setName('auctionname.com', inGrace(5, 146));
    await runRadar(6);
    seen = await lifecycles(cookie);
    const grace = seen.get('dropname.com');
    expect(grace?.lifecycle).toMatchObject({
      stage: 'expired',
      since: isoDay(6),
      dropWindow: { earliest: isoDay(41), latest: isoDay(86) },
      confidence: 'low',
    });
    expect(seen.get('auctionname.com')?.lifecycle.likelyOutcome).toBe('auctioned');

    // Day 40: dropname is in redemption; renewname renewed; auctionname back registered after GoDaddy's auction.
    await setName('dropname.com', { answer: 'object', status: ['redemption period', 'pending delete'] });
    await setName('renewname.com', registered(370));
    await setName('auctionname.com', registered(370, 146));
    await runRadar(40);
    seen = await lifecycles(cookie);
    const redemption = seen.get('dropname.com');
    expect(redemption?.lifecycle).toMatchObject({
      stage: 'redemption',
      since: isoDay(40),
      dropWindow: { earliest: isoDay(74), latest: isoDay(75) },
      likelyOutcome: 'dropped',
    });
    expect(seen.get('renewname.com')?.lifecycle).toMatchObject({
      stage: 'registered',
      likelyOutcome: 'renewed',
    });
    expect(seen.get('auctionname.com')?.lifecycle).toMatchObject({
      stage: 'registered',
      likelyOutcome: 'auctioned',
    });
    expect(seen.get('auctionname.com')?.lifecycle.basis).toContain('Went to auction at GoDaddy');

    // Day 70: pending delete; day 75: gone from the registry and from DNS; day 76: registered again.
    await setName('dropname.com', { answer: 'object', status: ['pending delete'] });
    await runRadar(70);
    seen = await lifecycles(cookie);
    const pending = seen.get('dropname.com');
    expect(pending?.lifecycle).toMatchObject({
      stage: 'pending-delete',
      since: isoDay(70),
      confidence: 'high',
    });
    expect(pending?.lifecycle.basis).toContain('.com names leave pending delete after 5 days');
    expect(windowDays(redemption)).toBeLessThan(windowDays(grace));
    expect(windowDays(pending)).toBeLessThanOrEqual(windowDays(redemption));

    await setName('dropname.com', { answer: 'not-found' });
    await runRadar(75);
    seen = await lifecycles(cookie);
    expect(seen.get('dropname.com')?.lifecycle).toMatchObject({ stage: 'available', since: isoDay(75) });

    await setName('dropname.com', registered(441));
    await runRadar(76);
    seen = await lifecycles(cookie);
    expect(seen.get('dropname.com')?.lifecycle).toMatchObject({
      stage: 'registered',
      since: isoDay(76),
      likelyOutcome: 'dropped',
    });

    const history = await env.DB.prepare(
      "select stage, substr(first_seen_at, 1, 10) as day from name_stage_history where fqdn = 'dropname.com' order by first_seen_at",
    ).all<{ stage: string; day: string }>();
    expect(history.results).toEqual([
      { stage: 'registered', day: isoDay(0) },
      { stage: 'expired', day: isoDay(6) },
      { stage: 'redemption', day: isoDay(40) },
      { stage: 'pending-delete', day: isoDay(70) },
      { stage: 'available', day: isoDay(75) },
      { stage: 'registered', day: isoDay(76) },
    ]);
  });

  it('tracks a name once however many lists hold it, and stops once nobody watches it', async () => {
    const [first, second] = [await newVisitor(), await newVisitor()];
    expect((await watch(first, 'sharedname.com')).status).toBe(201);
    expect((await watch(second, 'sharedname.com')).status).toBe(201);
    const count = async () =>
      (
        await env.DB.prepare("select count(*) as n from tracked_names where fqdn = 'sharedname.com'").first<{
          n: number;
        }>()
      )?.n;
    expect(await count()).toBe(1);
    const unwatch = (cookie: string) =>
      call('/api/watchlist?domain=sharedname.com', { method: 'DELETE', cookie });
    expect((await unwatch(first)).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await unwatch(second)).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('checks at most the radar share of a host per run; the names left waiting say they are checked less often', async () => {
    const busy = inject('fakeBusyRegistryOrigin');
    const busyRun = `backlog-${crypto.randomUUID()}`;
    // The host at its default rate: the radar may send it 8 lookups in a 10-second window.
    const backlogEnv = {
      ...radarEnv,
      RDAP_SERVERS: JSON.stringify({ com: `${busy}/${busyRun}/rdap/` }),
      DOH_URL: `${busy}/${busyRun}/dns-query`,
      REGISTRY_RATE_LIMITS: '{}',
    };
    const cookie = await newVisitor();
    const names = Array.from({ length: 20 }, (_, i) => `backlog${i}-${busyRun.slice(-8)}.com`);
    for (const name of names) expect((await watch(cookie, name)).status).toBe(201);
    // A backlog: every one of them due since an hour ago.
    await env.DB.prepare(
      `update tracked_names set next_check_at = ? where fqdn like 'backlog%-${busyRun.slice(-8)}.com'`,
    )
      .bind(new Date(Date.now() - 3_600_000).toISOString())
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: '*/5 * * * *' }),
      backlogEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const entries = [...(await lifecycles(cookie)).values()];
    const checked = entries.filter((e) => e.lifecycle.checkedAt !== null);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(8);
    for (const e of checked) expect(e.checkedLessOften).toBe(false);
    // The rest were delayed by the budget: still due, overdue, and marked so.
    for (const e of entries.filter((e) => e.lifecycle.checkedAt === null))
      expect(e.checkedLessOften).toBe(true);
  });

  it('refuses a watch on a malformed name with a JSON 400, tracking nothing', async () => {
    const res = await watch(await newVisitor(), 'not a name!.com');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'bad_request' } });
    const tracked = await env.DB.prepare(
      "select count(*) as n from tracked_names where fqdn like 'not a name%'",
    ).first<{ n: number }>();
    expect(tracked?.n).toBe(0);
  });

  it('reads "Not checked (offline)" where the deployment asks no registry', async () => {
    const res = await app.fetch(
      new Request('http://localhost/api/watchlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
        body: JSON.stringify({ domain: 'offlinename.com' }),
      }),
      env,
      createExecutionContext(),
    );
    expect(res.status).toBe(201);
    expect(watchlistEntrySchema.parse(await res.json()).lifecycle).toEqual({
      stage: 'unknown',
      since: null,
      checkedAt: null,
      source: 'offline',
      dropWindow: null,
      confidence: 'none',
      basis: 'Not checked (offline)',
      likelyOutcome: 'unknown',
    });
  });
});
