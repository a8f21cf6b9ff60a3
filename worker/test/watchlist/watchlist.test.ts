import { env } from 'cloudflare:test';
import { apiErrorSchema, watchlistEntrySchema } from '@domainary/schema/contracts/index.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildDomains, type FixtureDomain, insertDomains } from '../support/domain-fixture.ts';

const all = buildDomains();
const withExpiry = all.filter((d) => d.expiryDate !== null);
const [first, second, third] = withExpiry as [FixtureDomain, FixtureDomain, FixtureDomain];
const entries = z.array(watchlistEntrySchema);

beforeAll(async () => {
  await insertDomains(all);
});

async function newVisitor(): Promise<string> {
  return visitorCookieOf(await api('/api/watchlist?userId=1'));
}

async function list(cookie: string) {
  const res = await api('/api/watchlist?userId=1', { cookie });
  expect(res.status).toBe(200);
  return entries.parse(await res.json());
}

function add(cookie: string, domainId: unknown) {
  return api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domainId, userId: 1 }) });
}

function remove(cookie: string, domainId: string | number) {
  return api(`/api/watchlist?userId=1&domainId=${domainId}`, { method: 'DELETE', cookie });
}

async function watchedCount(): Promise<number> {
  const row = await env.DB.prepare('select count(*) as n from watchlist_entries').first<{ n: number }>();
  return row?.n ?? 0;
}

describe('watchlist', () => {
  it('starts empty for a new visitor', async () => {
    expect(await list(await newVisitor())).toEqual([]);
  });

  it('adds by domain id once, keeping the first entry on repeat', async () => {
    const cookie = await newVisitor();
    const created = await add(cookie, first.id);
    expect(created.status).toBe(201);
    const entry = watchlistEntrySchema.parse(await created.json());
    expect(entry.domainId).toBe(first.id);
    expect(entry.domain.name).toBe(first.name);
    expect(entry.domain.analysis.similarSales.length).toBeGreaterThan(0);
    const again = await add(cookie, first.id);
    expect(again.status).toBe(200);
    expect(watchlistEntrySchema.parse(await again.json())).toMatchObject({
      id: entry.id,
      dateAdded: entry.dateAdded,
    });
    expect((await list(cookie)).map((e) => e.domainId)).toEqual([first.id]);
  });

  it('keeps two visitors apart, whatever userId they send', async () => {
    const a = await newVisitor();
    const b = await newVisitor();
    await add(a, first.id);
    await add(a, second.id);
    await add(b, third.id);
    expect(new Set((await list(a)).map((e) => e.domainId))).toEqual(new Set([first.id, second.id]));
    expect((await list(b)).map((e) => e.domainId)).toEqual([third.id]);
    // b cannot remove a's entry, and trying leaves a's list alone.
    expect((await remove(b, first.id)).status).toBe(404);
    expect((await list(a)).length).toBe(2);
  });

  it('removes an entry, then answers 404 for it', async () => {
    const cookie = await newVisitor();
    await add(cookie, second.id);
    const res = await remove(cookie, second.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      domainId: second.id,
      domain: `${second.name}.${second.extension}`,
      removed: true,
    });
    expect(await list(cookie)).toEqual([]);
    const gone = await remove(cookie, second.id);
    expect(gone.status).toBe(404);
    expect(apiErrorSchema.parse(await gone.json()).error.code).toBe('not_found');
  });

  it('answers 404 for a domain that does not exist, adding nothing', async () => {
    const cookie = await newVisitor();
    const before = await watchedCount();
    const res = await add(cookie, 999_999);
    expect(res.status).toBe(404);
    expect(await watchedCount()).toBe(before);
  });

  it.each([['abc'], [0], [-3], [1.5], [null], ['12']])('refuses domainId %o with a 400', async (domainId) => {
    const cookie = await newVisitor();
    const before = await watchedCount();
    const res = await add(cookie, domainId);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.message).toContain('domainId');
    expect(await watchedCount()).toBe(before);
  });

  it.each(['abc', '0', '1e3', ''])('refuses removing domainId=%s with a 400', async (domainId) => {
    const res = await remove(await newVisitor(), domainId);
    expect(res.status).toBe(400);
  });
});

describe('watching any name', () => {
  const watchName = (cookie: string, domain: unknown) =>
    api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain, userId: 1 }) });
  const unwatchName = (cookie: string, domain: string) =>
    api(`/api/watchlist?userId=1&domain=${encodeURIComponent(domain)}`, { method: 'DELETE', cookie });

  it('watches a name Domainary does not list, valued on read and not checked', async () => {
    const cookie = await newVisitor();
    const res = await watchName(cookie, 'Neverlistedbakery.com');
    expect(res.status).toBe(201);
    const entry = watchlistEntrySchema.parse(await res.json());
    expect(entry.domainId).toBeNull();
    expect(entry.domain).toMatchObject({
      id: null,
      name: 'neverlistedbakery',
      extension: 'com',
      recordSource: null,
      availability: { status: 'unknown', checkedAt: null },
    });
    expect(entry.domain.estimatedValue).toBeGreaterThan(0);
    expect(entry.domain.keywords).toContain('bakery');
    // Again is the same entry; the list holds it once.
    expect((await watchName(cookie, 'neverlistedbakery.com')).status).toBe(200);
    const listed = await list(cookie);
    expect(listed.map((e) => `${e.domain.name}.${e.domain.extension}`)).toEqual(['neverlistedbakery.com']);
    // Removed by its name, then gone.
    const removed = await unwatchName(cookie, 'neverlistedbakery.com');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ domainId: null, domain: 'neverlistedbakery.com', removed: true });
    expect(await list(cookie)).toEqual([]);
    expect((await unwatchName(cookie, 'neverlistedbakery.com')).status).toBe(404);
  });

  it('treats a listed name watched by name as that domain, one entry whichever way it was added', async () => {
    const cookie = await newVisitor();
    const byName = await watchName(cookie, `https://www.${first.name}.${first.extension}/`);
    expect(byName.status).toBe(201);
    expect(watchlistEntrySchema.parse(await byName.json()).domainId).toBe(first.id);
    expect((await add(cookie, first.id)).status).toBe(200);
    expect((await list(cookie)).map((e) => e.domainId)).toEqual([first.id]);
    expect((await remove(cookie, first.id)).status).toBe(200);
    expect(await list(cookie)).toEqual([]);
  });

  it('keeps one visitor from seeing or removing another’s unlisted names', async () => {
    const a = await newVisitor();
    const b = await newVisitor();
    await watchName(a, 'privatename.io');
    expect(await list(b)).toEqual([]);
    expect((await unwatchName(b, 'privatename.io')).status).toBe(404);
    expect((await list(a)).map((e) => e.domain.name)).toEqual(['privatename']);
  });

  it.each([
    ['no extension', 'bakery', 'has no extension'],
    ['an unknown extension', 'bakery.notanextension', 'Unknown extension'],
    ['a malformed label', '-bad-.com', 'is not a valid name'],
    ['spaces', 'two words.com', 'is not a valid name'],
    ['an empty name', '', 'The domain name is empty'],
    ['a number', 42, 'domain'],
  ])('refuses %s with a JSON 400, adding nothing', async (_, domain, message) => {
    const cookie = await newVisitor();
    const before = await watchedCount();
    const res = await watchName(cookie, domain);
    expect(res.status).toBe(400);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const { error } = apiErrorSchema.parse(await res.json());
    expect(error.code).toBe('bad_request');
    expect(error.message).toContain(message);
    expect(await watchedCount()).toBe(before);
  });

  it('refuses a body naming both a domainId and a domain, or neither', async () => {
    const cookie = await newVisitor();
    for (const body of [{ domainId: first.id, domain: 'x.com' }, { userId: 1 }]) {
      const res = await api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.message).toContain('either domainId or domain');
    }
  });

  it('refuses removing a malformed name with a JSON 400', async () => {
    const res = await unwatchName(await newVisitor(), 'not a name');
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('bad_request');
  });
});
