import { describe, expect, it } from 'vitest';
import { screenResponse } from './screen-response.ts';

/** The built files the assets binding holds, by address; e2e tests run the real binding. */
const files = new Map([
  ['/learning/module-shell', '<div id="root"></div>'],
  ['/404', '<h1>404 Page Not Found</h1>'],
]);
const requested: string[] = [];
/** The academy's module ids; the worker asks the database in the e2e tests. */
const moduleIds = new Set([3, 12]);
const moduleExists = async (id: number) => moduleIds.has(id);
const assets = {
  fetch: async (request: Request) => {
    const { pathname } = new URL(request.url);
    requested.push(`${request.method} ${pathname}`);
    const body = files.get(pathname);
    return body === undefined
      ? new Response('missing', { status: 404 })
      : new Response(body, { headers: { 'content-type': 'text/html' } });
  },
};

async function answer(path: string, method = 'GET') {
  requested.length = 0;
  const response = await screenResponse(
    assets,
    new Request(`https://domainary.example${path}`, { method }),
    moduleExists,
  );
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('screenResponse', () => {
  it.each(['/learning/3', '/learning/12/'])('answers the module shell with 200 at %s', async (path) => {
    expect(await answer(path)).toEqual({ status: 200, type: 'text/html', body: '<div id="root"></div>' });
  });

  it.each(['/learning/999999', '/learning/999999999999999'])(
    'answers the module shell, which says Module Not Found, with 404 at %s',
    async (path) => {
      expect(await answer(path)).toEqual({ status: 404, type: 'text/html', body: '<div id="root"></div>' });
    },
  );

  it.each([
    '/learning/intro',
    '/learning/3/extra',
    '/learning/module-shell',
    '/learning/-1',
    '/learning/1.5',
    '/learning/1000000000000000',
    '/nowhere',
  ])('answers the not-found page with 404 at %s', async (path) => {
    expect(await answer(path)).toEqual({
      status: 404,
      type: 'text/html',
      body: '<h1>404 Page Not Found</h1>',
    });
  });

  it('sends no conditional headers for the 404 page, whose body a 304 would drop', async () => {
    let seen: string | null = 'unset';
    const conditional = {
      fetch: async (request: Request) => {
        seen = request.headers.get('if-none-match');
        return new Response('<h1>404 Page Not Found</h1>');
      },
    };
    const request = new Request('https://domainary.example/nowhere', {
      headers: { 'if-none-match': '"abc"' },
    });
    expect((await screenResponse(conditional, request, moduleExists)).status).toBe(404);
    expect(seen).toBeNull();
  });

  it('answers the module shell with 503 while the database cannot tell whether the module exists', async () => {
    const response = await screenResponse(
      assets,
      new Request('https://domainary.example/learning/3'),
      async () => {
        throw new Error('D1_ERROR: database unavailable');
      },
    );
    expect({ status: response.status, body: await response.text() }).toEqual({
      status: 503,
      body: '<div id="root"></div>',
    });
  });

  it('keeps the request method', async () => {
    await answer('/learning/3', 'HEAD');
    expect(requested).toEqual(['HEAD /learning/module-shell']);
  });
});
