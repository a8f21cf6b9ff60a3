import { createExecutionContext, env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { app } from '../../src/app.ts';
import { buildApiDocument } from '../../src/openapi/build-document.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { buildDomains, insertDomains } from '../support/domain-fixture.ts';
import { expectRateLimited } from '../support/expect-rate-limited.ts';
import { fixture, insertLearningFixture } from '../support/learning-fixture.ts';

const domains = buildDomains();
const domainId = domains[0]?.id ?? 1;

beforeAll(async () => {
  await insertDomains(domains);
  await insertLearningFixture();
});

/** Every documented operation, its path parameters filled with an id that exists where one is needed. */
const operations = Object.entries(buildApiDocument(app.routes, 'caching').paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => ({
    method: method.toUpperCase(),
    path: path.replace(/\{[^}]+\}/g, String(domainId)),
  })),
);

/** Shared caches may keep an answer unless it says private or no-store. */
const sharedCacheable = (res: Response) => !/private|no-store/.test(res.headers.get('Cache-Control') ?? '');

describe('cookies and caching on every route', () => {
  it.each(operations)(
    '$method $path: a cookie only on a private, no-store answer',
    async ({ method, path }) => {
      const res = await api(path, method === 'GET' ? {} : { method, body: '{}' });
      await res.body?.cancel();
      if (res.headers.has('Set-Cookie')) {
        expect(res.headers.get('Cache-Control')).toBe('private, no-store');
        expect(sharedCacheable(res)).toBe(false);
      }
    },
  );

  it('answers a public valuation without a cookie, with or without a client address to count', async () => {
    const withAddress = await api('/api/valuation?domain=greenleaf.com');
    // No CF-Connecting-IP: the limiter counts the shared key, never a visitor id it would have to issue.
    const withoutAddress = await exports.default.fetch(
      new Request('http://localhost/api/valuation?domain=greenleaf.com'),
    );
    for (const res of [withAddress, withoutAddress]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
      expect(res.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('sets no cookie on a 429 either', async () => {
    const address = newClientAddress();
    let limited: Response | undefined;
    for (let i = 0; i < 25 && !limited; i++) {
      const res = await api('/api/ai/domains/generate', {
        method: 'POST',
        body: '{}',
        headers: { 'CF-Connecting-IP': address },
      });
      if (res.status === 429) limited = res;
      else await res.body?.cancel();
    }
    expect(limited?.headers.get('Set-Cookie')).toBeNull();
    await expectRateLimited(limited as Response);
  });
});

describe('routes that read the visitor', () => {
  const visitorReads = [
    '/api/watchlist',
    '/api/watchlist/feeds',
    '/api/user-progress/modules',
    '/api/user-progress/stats',
    '/api/user-progress/quiz-attempts',
    '/api/achievements/user-badges',
  ];

  it.each(visitorReads)('GET %s is private, no-store for a new and a returning visitor', async (path) => {
    const first = await api(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    const again = await api(path, { cookie: visitorCookieOf(first) });
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(again.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('sends private, no-store with every visitor write, accepted or refused', async () => {
    const cookie = visitorCookieOf(await api('/api/user-progress/stats'));
    const send = (path: string, body: unknown, method = 'POST') =>
      api(path, { method, cookie, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const responses = [
      await send('/api/watchlist', { domainId }),
      await send(`/api/watchlist?domainId=${domainId}`, undefined, 'DELETE'),
      await send('/api/user-progress/modules', {
        moduleId: fixture.moduleId,
        status: 'in_progress',
        pointsEarned: 0,
      }),
      await send('/api/user-progress/quiz-attempts', {
        questionId: fixture.trueFalse.id,
        answerId: fixture.trueFalse.correct,
        textResponse: null,
        isCorrect: true,
      }),
      await send('/api/achievements/award-badge', { badgeId: fixture.badges.completion }),
      await send('/api/watchlist', { domainId: 'not a number' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([201, 200, 200, 201, 409, 400]);
    for (const res of responses) expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

describe('Server-Timing database figures', () => {
  const health = (setting: string) =>
    Promise.resolve(
      app.fetch(
        new Request('http://localhost/api/health'),
        { ...env, SERVER_TIMING: setting } as typeof env,
        createExecutionContext(),
      ),
    );

  it('are off unless SERVER_TIMING is "on", and wrangler.toml leaves them off', async () => {
    expectTypeOf<Env['SERVER_TIMING']>().toEqualTypeOf<'off'>();
    expect((await health('off')).headers.get('Server-Timing')).toBeNull();
    expect((await health('')).headers.get('Server-Timing')).toBeNull();
    expect((await health('on')).headers.get('Server-Timing')).toMatch(
      /^app;dur=[\d.]+, db;desc="rows_read=0 /,
    );
  });
});
