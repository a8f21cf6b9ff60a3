import AxeBuilder from '@axe-core/playwright';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogFeedPath } from '../src/content/blog/blog-feed.ts';
import { blogArticlePath, blogPosts } from '../src/content/blog/posts.ts';
import { registrationTrends } from '../src/content/market-trends.ts';
import { footerColumns } from '../src/layout/footer-links.ts';
import { staticRoutes } from '../src/prerender/static-routes.ts';
import { baseUrl, browserPages } from './support/browser.ts';
import { cardsIn, openDetails, searchApi } from './support/domains.ts';
import { gotoHydrating, keptParsedH1 } from './support/hydration.ts';

const { openPage } = browserPages();

/** The h1 of a page as pre-rendered HTML, tags stripped (what a crawler reads first). */
function h1Of(html: string): string | undefined {
  return html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
}

describe('static pages and articles in Chromium', () => {
  it.each(staticRoutes.map((r) => [r.path, r] as const))(
    '%s renders with its title, description and canonical',
    async (path, route) => {
      const page = await openPage(path);
      await page.waitForFunction((title) => document.title === title, route.title);
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(route.description);
      expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
      expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
        path,
      );
    },
  );

  it('opens each article from the blog list without reloading', async () => {
    const page = await openPage('/resources/blog');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const post of blogPosts.slice(0, 2)) {
      const link = page.getByRole('link', { name: `Read article: ${post.title}` });
      // The list is pre-rendered: a click before React holds the link would load the page anew.
      await link.evaluate(
        (a) =>
          new Promise<void>((resolve) => {
            const held = () => Object.keys(a).some((key) => key.startsWith('__reactProps'));
            const poll = () => (held() ? resolve() : setTimeout(poll, 20));
            poll();
          }),
      );
      await link.click();
      await page.waitForURL((url) => url.pathname === `/resources/blog/${post.slug}`);
      // The article's code may still be loading when the address changes: wait for its heading.
      const heading = page.getByRole('heading', { level: 1, name: post.title, exact: true });
      await heading.waitFor();
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([post.title]);
      await page.goBack();
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  it("shows '404 Page Not Found' for an unknown article", async () => {
    const page = await openPage('/resources/blog/no-such-article');
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      '404 Page Not Found',
    );
  });

  it.each(['/about', '/resources/tools', `/resources/blog/${blogPosts[0]?.slug}`])(
    '%s has no serious accessibility violations',
    async (path) => {
      const page = await openPage(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(
        violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      ).toEqual([]);
    },
  );
});

describe('pre-rendered HTML', () => {
  it.each(staticRoutes.map((r) => [r.path, r] as const))(
    '%s holds its text, title and canonical before any script runs',
    async (path, route) => {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')}</title>`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path.replace(/\//g, '\\/')}">`));
      expect(h1Of(html)).toBeTruthy();
      expect(html).not.toContain('<div id="root"></div>');
    },
  );

  it('paints the page with JavaScript switched off', async () => {
    const post = blogPosts[0];
    const page = await openPage(`/resources/blog/${post?.slug}`, { javaScriptEnabled: false });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(post?.title);
    expect(
      await page
        .getByText(post?.excerpt ?? '')
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.title()).toBe(`${post?.title} - Domainary`);
  });

  it('hydrates the server markup in place, without a mismatch', async () => {
    const page = await openPage('/');
    const { errors } = await gotoHydrating(page, '/about');
    expect(await keptParsedH1(page)).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL((url) => url.pathname === '/resources/blog');
    expect(errors).toEqual([]);
  });

  it('serves sitemap.xml listing every static route on the public origin, and robots.txt', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const route of staticRoutes) expect(sitemap).toContain(`${route.path}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

describe('footer links', () => {
  const footerLinks = footerColumns.flatMap(({ links }) => links);

  it.each(footerLinks.map((l) => [l.label, l.href] as const))(
    '%s (%s) answers 200 with a page of its own',
    async (_label, href) => {
      expect((await fetch(`${baseUrl}${href}`)).status).toBe(200);
      const page = await openPage(href);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).not.toBe('404 Page Not Found');
    },
  );

  it('leads to no placeholder: every footer anchor has a destination', async () => {
    const page = await openPage('/about');
    const footer = page.getByRole('contentinfo');
    expect(await footer.locator('a:not([href])').count()).toBe(0);
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining([...footerLinks.map((l) => l.href), blogFeedPath]));
  });

  it('offers the blog as an RSS feed, announced in the head, with one item per article', async () => {
    const page = await openPage('/resources/blog');
    expect(
      await page.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).toBe(blogFeedPath);
    await page.getByRole('contentinfo').getByRole('link', { name: 'RSS feed' }).waitFor();

    const response = await fetch(`${baseUrl}${blogFeedPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          version: doc.documentElement.getAttribute('version'),
          links: [...doc.querySelectorAll('channel > item > link')].map(
            (l) => new URL(l.textContent ?? '').pathname,
          ),
        };
      },
      await response.text(),
    );
    expect(feed.errors).toBe(0);
    expect(feed.version).toBe('2.0');
    expect(feed.links).toEqual(blogPosts.map((post) => blogArticlePath(post.slug)));
  });
});

describe('market trends in Chromium', () => {
  it("draws 'Domain Registration Trends' and the reported sales from the database", async () => {
    const page = await openPage('/market-trends');
    const registrations = page.getByRole('img', { name: /Domain Registration Trends/ });
    await registrations.waitFor();
    expect(await registrations.locator('circle').count()).toBe(registrationTrends.length);
    const sales = page.getByRole('img', { name: /Median reported sale price by year/ });
    await sales.waitFor();
    expect(await sales.locator('rect.visx-bar').count()).toBeGreaterThan(5);

    await page.getByRole('button', { name: 'Extension' }).click();
    const byExtension = page.getByRole('img', { name: /Median reported sale price by extension/ });
    await byExtension.waitFor();
    expect(await byExtension.locator('rect.visx-bar').count()).toBe(12);
  });

  it('fits a phone screen and offers the numbers as a table', async () => {
    const page = await openPage('/market-trends', { viewport: { width: 390, height: 844 } });
    const chart = page.getByRole('img', { name: /Domain Registration Trends/ });
    await chart.waitFor();
    const box = await chart.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await page.getByText('View the data as a table').first().click();
    const table = page.getByRole('table', { name: 'Domain Registration Trends' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(registrationTrends.length + 1);
    expect(await table.getByRole('row', { name: /Jun/ }).textContent()).toContain('620');
  });
});

describe('affiliate click id', () => {
  it('is captured from the landing URL, recorded by the worker, and kept across pages and reloads', async () => {
    const page = await openPage('/blank-for-routes');
    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliate-clicks');
    await page.goto('/resources/tools?cjevent=7166ddf3b35b11eb834200a10a1eb972');
    const landing = await recorded;
    expect(landing.status()).toBe(200);
    // The landing URL itself: the worker reads the click id from a page of this site, never a bare id.
    expect(landing.request().postDataJSON()).toEqual({
      landingUrl: `${baseUrl}/resources/tools?cjevent=7166ddf3b35b11eb834200a10a1eb972`,
    });
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('domainary.affiliateClick') ?? 'null'));
    expect((await stored())?.id).toBe('7166ddf3b35b11eb834200a10a1eb972');
    await page.goto('/about');
    await page.reload();
    expect((await stored())?.id).toBe('7166ddf3b35b11eb834200a10a1eb972');
  });

  it('attributes a later acquisition: the conversion and the tag frame carry it', async () => {
    const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
    const domain = domains[0];
    if (!domain) throw new Error('the seed has no .com name containing "car"');
    const fqdn = `${domain.name}.${domain.extension}`;

    const page = await openPage('/blank-for-routes');
    const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliate-clicks');
    await page.goto('/resources/blog?cjevent=attrib7166ddf3');
    expect((await recorded).status()).toBe(200);
    const context = page.context();
    // No traffic leaves the machine: the registrar tab and the network's tag are answered here.
    await context.route(/godaddy\.com|afternic\.com|anrdoezrs\.net/, (route) =>
      route.fulfill({ body: 'registrar' }),
    );
    const tagRequests: string[] = [];
    await context.route(/emjcd\.com/, (route) => {
      tagRequests.push(route.request().url());
      return route.fulfill({ body: '' });
    });
    const conversions: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/conversions') conversions.push(r);
    });

    await page.goto('/find-domains?query=car&extension=com&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    const dialog = await openDetails(page, fqdn);
    await dialog.getByRole('button', { name: 'Acquire Domain' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await Promise.all([
      context.waitForEvent('page'),
      confirm.getByRole('button', { name: /Continue to/ }).click(),
    ]);

    const frame = page.locator('[data-testid="conversion-tag-frame"]');
    await frame.waitFor({ state: 'attached' });
    await expect.poll(() => conversions.length).toBe(1);
    const sent = JSON.parse(conversions[0]?.postData() ?? '{}');
    expect(sent).toEqual({ orderId: expect.any(String), domain: fqdn, clickId: 'attrib7166ddf3' });
    // 201, not the 422 of a click id the worker never recorded for this visitor.
    expect((await conversions[0]?.response())?.status()).toBe(201);

    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.searchParams.get('cjevent')).toBe('attrib7166ddf3');
    expect(src.searchParams.get('OID')).toBe(sent.orderId);
    // The page never claims a sale: a lead at the reported status, its figures the worker's to report.
    expect(src.searchParams.get('STATUS')).toBe('Pending');
    expect(src.searchParams.get('AMOUNT')).toBe('');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    await expect.poll(() => tagRequests.length).toBe(1);
  });
});
