import { env } from 'cloudflare:test';
import { pushAlertsStateSchema } from '@domainary/schema/contracts/push-alerts.ts';
import { describe, expect, inject, it } from 'vitest';
import { alertStageChange, vapidKeysOf } from '../../src/alerts/stage-alerts.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { newTally } from '../../src/db/rows-read-meter.ts';
import { api, visitorCookieOf } from '../support/api.ts';

const fakePush = inject('fakePushOrigin');
const db = createDatabase(env, newTally()).db;
const PUSH_SERVICE = 'https://push.example';

const toBase64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64 = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** A browser's side of a subscription: its ECDH key pair and authentication secret (RFC 8291 3.2). */
async function newUserAgent() {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const publicKey = new Uint8Array((await crypto.subtle.exportKey('raw', keys.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { keys, publicKey, auth, json: { p256dh: toBase64url(publicKey), auth: toBase64url(auth) } };
}
type UserAgent = Awaited<ReturnType<typeof newUserAgent>>;

const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt, info }, key, bytes * 8),
  );
}

/** What the browser does with a push message: RFC 8291 3.4 and RFC 8188 2, from the receiving side. */
async function decrypt(body: Uint8Array, ua: UserAgent): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20] ?? 0;
  const asPublic = body.slice(21, 21 + idLength);
  const sender = await crypto.subtle.importKey(
    'raw',
    asPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const secret = new Uint8Array(
    await crypto.subtle.deriveBits(
      // workerd's types spell the ECDH peer key `$public`; WebCrypto and workerd itself read `public`.
      { name: 'ECDH', public: sender } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      ua.keys.privateKey,
      256,
    ),
  );
  const ikm = await hkdf(ua.auth, secret, concat(text('WebPush: info\0'), ua.publicKey, asPublic), 32);
  const cek = await hkdf(salt, ikm, text('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, text('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt']);
  const padded = new Uint8Array(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, body.slice(21 + idLength)),
  );
  // The last record ends with the delimiter 2, then zeros of padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return new TextDecoder().decode(padded.slice(0, end));
}

/** RFC 8030 push resources are https: the worker's requests to push.example go to the fake service on 127.0.0.1 as they are. */
const relay = (request: Request) => fetch(new Request(request.url.replace(PUSH_SERVICE, fakePush), request));

async function received(
  run: string,
): Promise<Array<{ path: string; headers: Record<string, string>; body: string }>> {
  return (await fetch(`${fakePush}/received/${run}`)).json();
}

async function visitorWatching(domain: string): Promise<string> {
  const cookie = visitorCookieOf(await api('/api/watchlist?userId=1'));
  const res = await api('/api/watchlist', { method: 'POST', cookie, body: JSON.stringify({ domain }) });
  expect(res.status).toBe(201);
  return cookie;
}

async function subscribe(cookie: string, endpoint: string, ua: UserAgent) {
  const res = await api('/api/watchlist/push', {
    method: 'PUT',
    cookie,
    body: JSON.stringify({ endpoint, expirationTime: null, keys: ua.json }),
  });
  expect(res.status).toBe(200);
  return pushAlertsStateSchema.parse(await res.json());
}

const config = () => ({ vapid: vapidKeysOf(env), origin: new URL(env.PUBLIC_ORIGIN).origin });

describe('push alerts', () => {
  it('delivers an encrypted, VAPID-signed alert that the subscribed browser can read', async () => {
    const ua = await newUserAgent();
    const cookie = await visitorWatching('pushdrop.com');
    const state = await subscribe(cookie, `${PUSH_SERVICE}/delivery/v1`, ua);
    expect(state).toMatchObject({ publicKey: env.VAPID_PUBLIC_KEY, subscribed: true, choices: [] });

    const report = await alertStageChange(
      db,
      { fqdn: 'pushdrop.com', from: 'redemption', to: 'pending-delete' },
      config(),
      relay,
    );
    expect(report).toEqual({ sent: 1, gone: 0, failed: 0 });
    const [message] = await received('delivery');
    expect(message?.path).toBe('/delivery/v1');
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
    // RFC 8292 3: a JWT signed with the VAPID key, and the key itself.
    expect(message?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`),
    );
    const alert = JSON.parse(await decrypt(fromBase64(message?.body ?? ''), ua));
    expect(alert).toEqual({
      title: 'pushdrop.com is pending delete',
      body: expect.stringContaining('backorder'),
      url: `${new URL(env.PUBLIC_ORIGIN).origin}/watchlist`,
    });
  });

  it('fires only at the stages each watcher chose for that name, and never for grace', async () => {
    const everything = await visitorWatching('pushpick.com');
    const onlyAvailable = await visitorWatching('pushpick.com');
    await subscribe(everything, `${PUSH_SERVICE}/choices/everything`, await newUserAgent());
    await subscribe(onlyAvailable, `${PUSH_SERVICE}/choices/available-only`, await newUserAgent());
    const chose = await api('/api/watchlist/push/stages', {
      method: 'PUT',
      cookie: onlyAvailable,
      body: JSON.stringify({ domain: 'pushpick.com', stages: ['available'] }),
    });
    expect(pushAlertsStateSchema.parse(await chose.json()).choices).toEqual([
      { domain: 'pushpick.com', stages: ['available'] },
    ]);

    await alertStageChange(db, { fqdn: 'pushpick.com', from: 'registered', to: 'expired' }, config(), relay);
    await alertStageChange(db, { fqdn: 'pushpick.com', from: 'expired', to: 'redemption' }, config(), relay);
    await alertStageChange(
      db,
      { fqdn: 'pushpick.com', from: 'pending-delete', to: 'available' },
      config(),
      relay,
    );
    expect((await received('choices')).map((m) => m.path).sort()).toEqual([
      '/choices/available-only',
      '/choices/everything',
      '/choices/everything',
    ]);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const cookie = await visitorWatching('pushgone.com');
    await subscribe(cookie, `${PUSH_SERVICE}/expired/gone1`, await newUserAgent());
    const report = await alertStageChange(
      db,
      { fqdn: 'pushgone.com', from: 'redemption', to: 'pending-delete' },
      config(),
      relay,
    );
    expect(report).toEqual({ sent: 0, gone: 1, failed: 0 });
    const state = pushAlertsStateSchema.parse(await (await api('/api/watchlist/push', { cookie })).json());
    expect(state.subscribed).toBe(false);
  });

  it('refuses a subscription that is not https or whose keys are malformed, storing nothing', async () => {
    const cookie = await visitorWatching('pushbad.com');
    const ua = await newUserAgent();
    for (const body of [
      { endpoint: 'http://push.example/x', keys: ua.json },
      { endpoint: `${PUSH_SERVICE}/x`, keys: { ...ua.json, auth: 'short' } },
      { endpoint: `${PUSH_SERVICE}/x`, keys: { ...ua.json, p256dh: toBase64url(new Uint8Array(33)) } },
    ]) {
      const res = await api('/api/watchlist/push', { method: 'PUT', cookie, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
    }
    const notWatched = await api('/api/watchlist/push/stages', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ domain: 'someoneelse.com', stages: [] }),
    });
    expect(notWatched.status).toBe(404);
    const state = pushAlertsStateSchema.parse(await (await api('/api/watchlist/push', { cookie })).json());
    expect(state).toMatchObject({ subscribed: false, choices: [] });
  });

  it('turns alerts off with the subscription and every choice deleted', async () => {
    const cookie = await visitorWatching('pushoff.com');
    await subscribe(cookie, `${PUSH_SERVICE}/off/v1`, await newUserAgent());
    await api('/api/watchlist/push/stages', {
      method: 'PUT',
      cookie,
      body: JSON.stringify({ domain: 'pushoff.com', stages: [] }),
    });
    const off = await api('/api/watchlist/push', { method: 'DELETE', cookie });
    expect(pushAlertsStateSchema.parse(await off.json())).toMatchObject({ subscribed: false, choices: [] });
    await alertStageChange(db, { fqdn: 'pushoff.com', from: 'expired', to: 'redemption' }, config(), relay);
    expect(await received('off')).toEqual([]);
  });
});
