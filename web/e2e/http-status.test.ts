import { describe, expect, it } from 'vitest';
import { shellRoutePaths, staticRoutes } from '../src/prerender/static-routes.ts';
import { specPaths } from '../test/support/spec-paths.ts';
import { baseUrl, browserPages } from './support/browser.ts';

const { openPage } = browserPages();

/** What a crawler reads before any script runs. */
async function served(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    h1: html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, ''),
    html,
  };
}

const screenPaths = [...new Set([...specPaths, ...shellRoutePaths, ...staticRoutes.map((r) => r.path)])];

const unknownPaths = [
  '/no-such-page',
  '/404',
  '/404.html',
  '/definitely/not/a/page',
  '/about/more',
  '/learning/intro',
  '/learning/3/extra',
  '/learning/1000000000000000',
  '/learning/module-shell',
  '/resources/blog/no-such-article',
  '/watchlist/anything',
];

describe('HTTP status of page addresses', () => {
  it.each(screenPaths)('%s answers 200 with HTML', async (path) => {
    const page = await served(path);
    expect(page.status).toBe(200);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.html).toMatch(/<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/);
  });

  it.each(unknownPaths)('%s answers 404 with the pre-rendered not-found screen', async (path) => {
    const page = await served(path);
    expect(page.status).toBe(404);
    expect(page.contentType).toMatch(/^text\/html/);
    expect(page.h1).toBe('404 Page Not Found');
    expect(page.title).toBe('Page Not Found - Domainary');
    expect(page.canonical).toBeUndefined();
  });

  it('keeps the not-found screen once scripts run', async () => {
    const page = await openPage('/no-such-page');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      '404 Page Not Found',
    );
    expect(await page.title()).toBe('Page Not Found - Domainary');
  });

  it.each(['/learning/999999', '/learning/999999999999999'])(
    "%s, a numeric id without a module, answers 404 and shows 'Module Not Found'",
    async (path) => {
      expect((await served(path)).status).toBe(404);
      const page = await openPage(path);
      await page.getByRole('heading', { name: 'Module Not Found' }).waitFor();
      await page
        .getByRole('main')
        .getByRole('link', { name: /Back to Learning/ })
        .waitFor();
    },
  );
});

describe('page head before scripts run', () => {
  it.each(staticRoutes.map((r) => [r.path, r] as const))(
    '%s carries its own title, description and canonical',
    async (path, route) => {
      const page = await served(path);
      expect(page.title).toBe(route.title);
      expect(page.description).toBe(route.description);
      expect(new URL(page.canonical ?? '').pathname).toBe(path);
    },
  );

  it.each(shellRoutePaths)('%s carries the title and description the page sets', async (path) => {
    const page = await served(path);
    const browser = await openPage(path);
    await browser.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    expect(page.title).toBe(await browser.title());
    expect(page.description).toBe(await browser.locator('meta[name="description"]').getAttribute('content'));
    // The build names the public origin; the browser names the address it was served from.
    const browserCanonical = await browser.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(page.canonical ?? '').pathname).toBe(new URL(browserCanonical ?? '').pathname);
  });

  it('gives every screen but the home page aliases a title of its own', async () => {
    const titles = await Promise.all(
      [...shellRoutePaths, ...staticRoutes.map((r) => r.path)]
        .filter((path) => path !== '/find-domains')
        .map(async (path) => (await served(path)).title),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });
});
