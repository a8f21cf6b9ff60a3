import { watchlistFeedsSchema } from '@domainary/schema/contracts/watchlist-feeds.ts';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { radarWalk } from '../support/radar-walk.ts';

vi.setConfig({ testTimeout: 60_000 });

const fakePush = inject('fakePushOrigin');

// RFC 8030 push resources are https: the job's requests to push.example reach the fake push
// service on 127.0.0.1 unchanged but for the origin.
const realFetch = globalThis.fetch;
vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
  const request = new Request(input, init);
  if (new URL(request.url).host !== 'push.example') return realFetch(request);
  return realFetch(new Request(request.url.replace('https://push.example', fakePush), request));
});
afterAll(() => {
  vi.restoreAllMocks();
});

const { run, at, isoDay, call, setName, runRadar } = radarWalk('alerts', ['com'], realFetch);

async function newUserAgentKeys() {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  const b64 = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return { p256dh: b64(raw), auth: b64(crypto.getRandomValues(new Uint8Array(16))) };
}

const atom = new XMLParser({ isArray: (name) => name === 'entry' });

describe('alerts from the drop radar’s scheduled run', () => {
  it('puts each stage change in the Atom feed, the predicted dates in the calendar, and pushes the stages a buyer acts on', async () => {
    const cookie = (await call('/api/watchlist')).headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(
      (
        await call('/api/watchlist', {
          method: 'POST',
          cookie,
          body: JSON.stringify({ domain: 'alertdrop.com' }),
        })
      ).status,
    ).toBe(201);
    const subscribed = await call('/api/watchlist/push', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({
        endpoint: `https://push.example/${run}/browser`,
        keys: await newUserAgentKeys(),
      }),
    });
    expect(subscribed.status).toBe(200);
    const { feeds } = watchlistFeedsSchema.parse(
      await (await call('/api/watchlist/feeds', { cookie })).json(),
    );
    const path = (url: string | undefined) => new URL((url ?? '').replace(/^webcal:/, 'http:')).pathname;

    await setName('alertdrop.com', {
      answer: 'object',
      status: ['client transfer prohibited'],
      expiration: new Date(at(5)).toISOString(),
    });
    await runRadar(0);
    await setName('alertdrop.com', {
      answer: 'object',
      status: ['auto renew period'],
      expiration: new Date(at(370)).toISOString(),
    });
    await runRadar(6);
    await setName('alertdrop.com', { answer: 'object', status: ['redemption period'] });
    await runRadar(40);

    const titles = atom
      .parse(await (await call(path(feeds?.atomUrl))).text())
      .feed.entry.map((e: { title: string }) => e.title);
    expect(titles).toEqual([
      'alertdrop.com entered redemption',
      'alertdrop.com expired (in its grace period)',
      'alertdrop.com is registered',
    ]);

    const calendar = await (await call(path(feeds?.calendarUrl))).text();
    const events = new Map(
      new ICAL.Component(ICAL.parse(calendar))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v))
        .map((e) => [e.summary, e]),
    );
    // In redemption since day 40: .com keeps 30 days of redemption, then 5 of pending delete.
    expect(events.get('alertdrop.com: redemption ends')?.startDate.toString()).toBe(isoDay(70));
    const window = events.get('alertdrop.com: predicted drop window');
    expect(window?.endDate.toString()).toBe(isoDay(76));
    expect(window?.description).toContain('Redemption first seen');

    // Grace is no alert; redemption is.
    const pushed = (await (await realFetch(`${fakePush}/received/${run}`)).json()) as unknown[];
    expect(pushed).toHaveLength(1);
  });
});
