import { createExecutionContext, env } from 'cloudflare:test';
import { apiErrorSchema } from '@domainary/schema/contracts/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app.ts';
import { EXAMPLE_COOKIE_SECRET } from '../../src/middleware/cookie-secrets.ts';

const oldSecret = 'old-visitor-cookie-secret-0123456789abcdef';
const newSecret = 'new-visitor-cookie-secret-fedcba9876543210';

/** Sends a request to the worker with the cookie settings a test chooses. */
function send(path: string, vars: Record<string, string>, cookie?: string): Promise<Response> {
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  return Promise.resolve(
    app.fetch(
      new Request(`http://localhost${path}`, { headers }),
      { ...env, ...vars } as unknown as typeof env,
      createExecutionContext(),
    ),
  );
}

const cookiePair = (res: Response) => (res.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
const idIn = (pair: string) => pair.split('=')[1]?.split('.')[0];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('visitor cookie secret rotation', () => {
  it('keeps a visitor whose cookie the previous secret signed, and re-signs it with the new one', async () => {
    const issued = cookiePair(await send('/api/watchlist', { VISITOR_COOKIE_SECRET: oldSecret }));
    const visitor = idIn(issued);
    expect(visitor).toMatch(/^[0-9a-f-]{36}$/);

    const rotated = { VISITOR_COOKIE_SECRET: `${newSecret}, ${oldSecret}` };
    const resigned = cookiePair(await send('/api/watchlist', rotated, issued));
    expect(idIn(resigned)).toBe(visitor);
    expect(resigned).not.toBe(issued);

    // The re-signed cookie verifies with the new secret alone, once the old one is retired.
    const retired = await send('/api/watchlist', { VISITOR_COOKIE_SECRET: newSecret }, resigned);
    expect(retired.status).toBe(200);
    expect(retired.headers.get('Set-Cookie')).toBeNull();
  });

  it('signs new cookies with the first secret of the list only', async () => {
    const rotated = { VISITOR_COOKIE_SECRET: `${newSecret},${oldSecret}` };
    const issued = cookiePair(await send('/api/watchlist', rotated));
    const underNew = await send('/api/watchlist', { VISITOR_COOKIE_SECRET: newSecret }, issued);
    expect(underNew.headers.get('Set-Cookie')).toBeNull();
    const underOld = await send('/api/watchlist', { VISITOR_COOKIE_SECRET: oldSecret }, issued);
    expect(idIn(cookiePair(underOld))).not.toBe(idIn(issued));
  });

  it('forgets a visitor once the secret that signed their cookie is dropped from the list', async () => {
    const issued = cookiePair(await send('/api/watchlist', { VISITOR_COOKIE_SECRET: oldSecret }));
    const res = await send('/api/watchlist', { VISITOR_COOKIE_SECRET: newSecret }, issued);
    expect(idIn(cookiePair(res))).not.toBe(idIn(issued));
  });
});

describe('unusable cookie secrets', () => {
  const unusable: Array<[string, string, RegExp]> = [
    ['unset', '', /is not set/],
    ['shorter than 32 bytes', 'only-31-bytes-of-secret-here-xx', /entry 1 is shorter than 32 bytes/],
    ['the example placeholder', EXAMPLE_COOKIE_SECRET, /entry 1 is the example placeholder/],
    ['a good secret beside a short one', `${newSecret},tiny-sekrit`, /entry 2 is shorter than 32 bytes/],
  ];

  it.each(unusable)(
    '%s: a visitor route answers 503 naming the setting, and sets no cookie',
    async (_, secret, says) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const res = await send('/api/watchlist', { VISITOR_COOKIE_SECRET: secret });
      expect(res.status).toBe(503);
      const body = apiErrorSchema.parse(await res.json());
      expect(body.error.code).toBe('misconfigured');
      expect(body.error.message).toMatch(says);
      expect(body.error.message).toContain('VISITOR_COOKIE_SECRET');
      if (secret) expect(body.error.message).not.toContain(secret.split(',').at(-1));
      expect(res.headers.get('Set-Cookie')).toBeNull();
      expect(logged).toHaveBeenCalledWith('visitor cookie unusable:', expect.stringMatching(says));
    },
  );

  it('leaves public reads, which need no visitor, working', async () => {
    const res = await send('/api/learning-modules', { VISITOR_COOKIE_SECRET: 'short' });
    expect(res.status).toBe(200);
  });

  it('writes nothing when it refuses', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const before = await env.DB.prepare('select count(*) as n from watchlist_entries').first<{ n: number }>();
    const res = await app.fetch(
      new Request('http://localhost/api/watchlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ domainId: 1 }),
      }),
      { ...env, VISITOR_COOKIE_SECRET: 'short' } as unknown as typeof env,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    const after = await env.DB.prepare('select count(*) as n from watchlist_entries').first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe('visitor cookie under an https origin', () => {
  it('is __Host- prefixed, Secure, for the whole host, and read back under that name', async () => {
    const https = { PUBLIC_ORIGIN: 'https://domainary.example' };
    const res = await send('/api/watchlist', https);
    const header = res.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^__Host-domainary_visitor=[0-9a-f-]{36}\.[^;]+;/);
    expect(header).toContain('Secure');
    expect(header).toContain('Path=/');
    expect(header).toContain('HttpOnly');
    expect(header).not.toMatch(/Domain=/i);

    const again = await send('/api/watchlist', https, cookiePair(res));
    expect(again.headers.get('Set-Cookie')).toBeNull();
    // An unprefixed cookie (one a subdomain or plain http could have planted) is not trusted.
    const planted = cookiePair(res).replace(/^__Host-/, '');
    const replaced = await send('/api/watchlist', https, planted);
    expect(cookiePair(replaced)).toMatch(/^__Host-domainary_visitor=/);
  });

  it('stays unprefixed and not Secure under a plain http origin', async () => {
    const res = await send('/api/watchlist', { PUBLIC_ORIGIN: 'http://localhost:8787' });
    const header = res.headers.get('Set-Cookie') ?? '';
    expect(header).toMatch(/^domainary_visitor=/);
    expect(header).not.toContain('Secure');
  });
});
