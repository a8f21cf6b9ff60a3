import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { watchlistFeedsSchema } from '@domainary/schema/contracts/watchlist-feeds.ts';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, visitorCookieOf } from '../support/api.ts';
import { type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const DAY_MS = 86_400_000;
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

function listed(id: number, name: string, expiryDate: string | null): FixtureDomain {
  return {
    id,
    name,
    extension: 'com',
    status: 'taken',
    industry: 'general',
    estimatedValue: 2500,
    acquisitionFee: null,
    currentBid: null,
    expiryDate,
    firstRegistered: '2010-01-01',
    marketValue: 50,
    available: false,
    companyId: null,
  };
}

const soon = listed(9001, 'feedsoon', dayFromNow(10));
const past = listed(9002, 'feedpast', dayFromNow(-21));
const far = listed(9003, 'feedfar', dayFromNow(60));
const tracked = listed(9004, 'feedtracked', dayFromNow(-5));

beforeAll(async () => {
  await insertDomains([soon, past, far, tracked]);
  // The radar's view of feedtracked.com: the registry's own expiry date and its stage history.
  await env.DB.batch([
    env.DB.prepare(
      `insert into tracked_names (fqdn, stage, stage_since, checked_at, next_check_at, source, expires_on)
       values ('feedtracked.com', 'redemption', ?, ?, ?, 'rdap: rdap.example', ?)`,
    ).bind(dayFromNow(-2), new Date().toISOString(), new Date().toISOString(), dayFromNow(40)),
    env.DB.prepare(
      `insert into name_stage_history (fqdn, stage, first_seen_at, source) values
       ('feedtracked.com', 'registered', '2026-09-01T08:00:00.000Z', 'rdap: rdap.example'),
       ('feedtracked.com', 'expired', '2026-10-20T08:00:00.000Z', 'rdap: rdap.example'),
       ('feedtracked.com', 'redemption', '2026-11-20T08:00:00.000Z', 'rdap: rdap.example'),
       ('feedother.com', 'pending-delete', '2026-11-21T08:00:00.000Z', 'rdap: rdap.example')`,
    ),
  ]);
});

async function newVisitor(): Promise<string> {
  return visitorCookieOf(await api('/api/watchlist?userId=1'));
}

async function watch(cookie: string, domain: string) {
  const res = await api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain }) });
  expect(res.status).toBeLessThan(300);
}

async function feedsOf(cookie: string, method = 'GET') {
  const res = await api('/api/watchlist/feeds', { method, cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  return watchlistFeedsSchema.parse(await res.json());
}

/** The feed's path on this worker, from the absolute URL handed to the visitor. */
const pathOf = (url: string) => new URL(url.replace(/^webcal:/, 'http:')).pathname;

const atom = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'entry' || name === 'link',
});

describe('private watchlist feeds', () => {
  it('hands the visitor an Atom URL and a webcal: subscription under the site origin, the same on every ask', async () => {
    const cookie = await newVisitor();
    const first = await feedsOf(cookie);
    const site = new URL(env.PUBLIC_ORIGIN);
    expect(first.feeds?.atomUrl).toMatch(
      new RegExp(`^${site.origin}/api/feeds/[A-Za-z0-9_-]{43}/watchlist\\.atom$`),
    );
    expect(first.feeds?.calendarUrl).toMatch(
      /^webcal:\/\/[^/]+\/api\/feeds\/[A-Za-z0-9_-]{43}\/watchlist\.ics$/,
    );
    expect(new URL(first.feeds?.calendarUrl.replace('webcal:', 'http:') ?? '').host).toBe(site.host);
    expect(await feedsOf(cookie)).toEqual(first);
  });

  it("builds the URLs from the site's configured origin whatever Host the request names", async () => {
    const cookie = await newVisitor();
    const res = await exports.default.fetch(
      new Request('http://attacker.example/api/watchlist/feeds', {
        headers: { Cookie: cookie, Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' },
      }),
    );
    const { feeds } = watchlistFeedsSchema.parse(await res.json());
    expect(new URL(feeds?.atomUrl ?? '').origin).toBe(new URL(env.PUBLIC_ORIGIN).origin);
  });

  it('serves valid Atom with an entry per stage change of the visitor’s own names, never referring', async () => {
    const cookie = await newVisitor();
    await watch(cookie, 'feedtracked.com');
    const { feeds } = await feedsOf(cookie);
    const res = await api(pathOf(feeds?.atomUrl ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const { feed } = atom.parse(await res.text());
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    // RFC 4287 4.1.1: a feed has an id, a title and updated, and an author when its entries have none.
    expect(feed.id).toBe(feeds?.atomUrl);
    expect(feed.title).toBeTruthy();
    expect(Date.parse(feed.updated)).toBe(Date.parse('2026-11-20T08:00:00.000Z'));
    expect(feed.author.name).toBeTruthy();
    expect(feed.link.find((l: Record<string, string>) => l['@_rel'] === 'self')['@_href']).toBe(
      feeds?.atomUrl,
    );
    // 4.1.2: each entry has an id, a title and updated; newest first; feedother.com is not watched.
    const entries = feed.entry as Array<{ id: string; title: string; updated: string; summary: string }>;
    expect(entries.map((e) => e.title)).toEqual([
      'feedtracked.com entered redemption',
      'feedtracked.com expired (in its grace period)',
      'feedtracked.com is registered',
    ]);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:/);
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.summary).toContain('rdap: rdap.example');
    }
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('shows each token’s owner only their own names, and answers 404 to a token nobody was given', async () => {
    const a = await newVisitor();
    const b = await newVisitor();
    await watch(a, 'feedtracked.com');
    await watch(b, 'feedother.com');
    const feedB = (await feedsOf(b)).feeds;
    const asB = await api(pathOf(feedB?.atomUrl ?? ''), { cookie: a });
    const titles = (atom.parse(await asB.text()).feed.entry ?? []).map((e: { title: string }) => e.title);
    // The token decides whose feed it is, whatever cookie comes with it.
    expect(titles).toEqual(['feedother.com is pending delete']);
    const guessed = 'A'.repeat(43);
    for (const path of [
      `/api/feeds/${guessed}/watchlist.atom`,
      `/api/feeds/${guessed}/watchlist.ics`,
      '/api/feeds/short/watchlist.atom',
    ]) {
      const res = await api(path, { cookie: a });
      expect(res.status).toBe(404);
      expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
  });

  it('revokes the old URLs when the visitor makes new ones, and all of them when they turn feeds off', async () => {
    const cookie = await newVisitor();
    await watch(cookie, 'feedsoon.com');
    const old = (await feedsOf(cookie)).feeds;
    const renewed = (await feedsOf(cookie, 'POST')).feeds;
    expect(renewed?.atomUrl).not.toBe(old?.atomUrl);
    expect((await api(pathOf(old?.atomUrl ?? ''))).status).toBe(404);
    expect((await api(pathOf(old?.calendarUrl ?? ''))).status).toBe(404);
    expect((await api(pathOf(renewed?.calendarUrl ?? ''))).status).toBe(200);

    const off = await feedsOf(cookie, 'DELETE');
    expect(off.feeds).toBeNull();
    expect((await api(pathOf(renewed?.atomUrl ?? ''))).status).toBe(404);
    // Off stays off when the page asks again, until the visitor makes new ones.
    expect((await feedsOf(cookie)).feeds).toBeNull();
    expect((await feedsOf(cookie, 'POST')).feeds?.atomUrl).toMatch(/watchlist\.atom$/);
  });
});

describe('calendar subscription', () => {
  async function calendarOf(cookie: string) {
    const { feeds, calendarEvents } = await feedsOf(cookie);
    const res = await api(pathOf(feeds?.calendarUrl ?? ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const events = new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(calendarEvents);
    return new Map(events.map((e) => [e.summary, e]));
  }

  const triggersOf = (event: ICAL.Event | undefined) =>
    (event?.component.getAllSubcomponents('valarm') ?? []).map((a) =>
      a.getFirstPropertyValue('trigger')?.toString(),
    );

  it('never sets a reminder whose moment has passed', async () => {
    const cookie = await newVisitor();
    for (const name of ['feedsoon.com', 'feedpast.com', 'feedfar.com']) await watch(cookie, name);
    const events = await calendarOf(cookie);
    expect(triggersOf(events.get('feedfar.com expires'))).toEqual(['-P30D', '-P7D']);
    expect(triggersOf(events.get('feedsoon.com expires'))).toEqual(['-P7D']);
    expect(triggersOf(events.get('feedpast.com expires'))).toEqual([]);
    expect(events.get('feedsoon.com expires')?.startDate.toString()).toBe(soon.expiryDate);
    expect(events.get('feedsoon.com expires')?.description).toContain('not a registry record');
  });

  it('takes the registry’s expiry date over the listing’s once the radar has read it', async () => {
    const cookie = await newVisitor();
    await watch(cookie, 'feedtracked.com');
    const event = (await calendarOf(cookie)).get('feedtracked.com expires');
    expect(event?.startDate.toString()).toBe(dayFromNow(40));
    expect(event?.description).toContain('from the registry (rdap: rdap.example)');
  });

  it('counts no event for a watchlist with nothing dated', async () => {
    const cookie = await newVisitor();
    await watch(cookie, 'nothingdated-feeds.com');
    expect((await feedsOf(cookie)).calendarEvents).toBe(0);
  });
});
