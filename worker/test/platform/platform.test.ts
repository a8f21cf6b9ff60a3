import { createExecutionContext, env } from 'cloudflare:test';
import { apiErrorSchema, healthSchema } from '@domainary/schema/contracts/index.ts';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { api, visitorCookieOf } from '../support/api.ts';
import { faultyD1, permanentMessage } from '../support/faulty-d1.ts';

describe('GET /api/health', () => {
  it('reports the database reachable without reading a row of the tables it holds', async () => {
    await env.DB.prepare(
      `insert into sales (domain, label, extension, price_usd, year, source) values ('voice.com', 'voice', 'com', 30000000, 2019, 'test')`,
    ).run();
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(healthSchema.parse(await res.json())).toEqual({
      status: 'ok',
      database: { backend: 'd1', reachable: true },
    });
    expect(res.headers.get('Server-Timing')).toContain(
      'db;desc="rows_read=0 rows_written=0 statements=1 unmetered=0 heaviest_statement_rows=0 slowest_statement_ms=',
    );
  });
});

describe('unknown /api paths', () => {
  it('answer a JSON 404 with the error body', async () => {
    const res = await api('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    const body = apiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('not_found');
  });
});

describe('security headers', () => {
  it('are set on API answers, errors included', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await api(path);
      expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('visitor cookie', () => {
  it('is issued signed and HttpOnly on the first request that needs a visitor', async () => {
    const res = await api('/api/watchlist');
    const header = res.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^domainary_visitor=[0-9a-f-]{36}\.[^;]+;/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
  });

  it('is kept, not reissued, when the visitor sends it back', async () => {
    const cookie = visitorCookieOf(await api('/api/watchlist'));
    const again = await api('/api/watchlist', { cookie });
    expect(again.headers.get('Set-Cookie')).toBeNull();
  });

  it('is replaced when its signature does not verify', async () => {
    const forged = 'domainary_visitor=00000000-0000-4000-8000-000000000000.bm90LWEtc2lnbmF0dXJl';
    const res = await api('/api/watchlist', { cookie: forged });
    const reissued = visitorCookieOf(res);
    expect(reissued).not.toBe(forged);
    expect(reissued).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it.each(['/api/health', '/api/companies?q=acme', '/api/learning-modules', '/api/nope'])(
    'is not issued by a public read (%s), which shared caches may then keep',
    async (path) => {
      expect((await api(path)).headers.get('Set-Cookie')).toBeNull();
    },
  );
});

describe('a failure inside a route', () => {
  it('answers a JSON 500 with a generic message and nothing of the error or its stack', async () => {
    const broken = faultyD1(env.DB, [{ at: 1, when: 'before', message: permanentMessage }]);
    const res = await app.fetch(
      new Request('http://localhost/api/health'),
      { ...env, DB: broken.binding },
      createExecutionContext(),
    );
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
    expect(text).not.toMatch(/SQLITE|at \w+ \(|\.ts:\d+/);
  });
});

describe('request bodies', () => {
  const huge = JSON.stringify({ domainName: 'a'.repeat(2_000_000), keyword: 'a'.repeat(2_000_000) });
  for (const path of ['/api/domain-valuation/simulate', '/api/ai/domains/generate', '/api/conversions']) {
    it(`over the ceiling are refused with a JSON 413 before they are read: ${path}`, async () => {
      const res = await api(path, { method: 'POST', body: huge });
      expect(res.status).toBe(413);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('payload_too_large');
    });
  }
});
