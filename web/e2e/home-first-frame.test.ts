import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultDescription, defaultTitle } from '../src/site.ts';
import { baseUrl, browserPages } from './support/browser.ts';
import { cardsIn } from './support/domains.ts';
import { gotoHydrating, keptParsedH1 } from './support/hydration.ts';

const { openPage } = browserPages();

/** Opens `path` in a fresh page that watches its hydration (see gotoHydrating). */
async function openHydrating(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await openPage('/blank-for-routes');
  const { errors } = await gotoHydrating(page, path);
  return { page, errors };
}

describe("the home page's pre-rendered frame", () => {
  it.each(['/', '/find-domains'])(
    '%s holds the heading, the search form and the strip placeholders before any script runs',
    async (path) => {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).toContain(`<title>${defaultTitle}</title>`);
      expect(html).toContain(`<meta name="description" content="${defaultDescription}">`);
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/">/);
      expect(html).toContain('application/rss+xml');
      expect(html).toContain('Find the domain your idea deserves</h1>');
      expect(html).toMatch(/<search aria-label="Domain search">[\s\S]*<input[^>]* type="search"/);
      expect(html.match(/class="skeleton /g)?.length).toBe(12);
      expect(html).not.toContain('modulepreload" crossorigin href="/assets/schemas-');
    },
  );

  it('paints the frame with JavaScript switched off', async () => {
    const page = await openPage('/', { javaScriptEnabled: false });
    await page.getByRole('heading', { level: 1, name: 'Find the domain your idea deserves' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Keyword' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Search' }).isVisible()).toBe(true);
  });

  it('hydrates in place, then fills the strip with its four cards', async () => {
    const { page, errors } = await openHydrating('/?utm_source=newsletter&utm_campaign=launch');
    const strip = page.getByRole('region', { name: 'Expiring Popular Domains' });
    await strip.getByRole('article').first().waitFor();
    expect(await strip.getByRole('article').count()).toBe(4);
    expect(await strip.locator('.skeleton').count()).toBe(0);
    expect(await keptParsedH1(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('hydrates a shared search address, then shows its results in the form and below it', async () => {
    const { page, errors } = await openHydrating('/?query=car');
    await cardsIn(page, /Names containing|Names starting with/)
      .first()
      .waitFor();
    expect(await page.getByRole('searchbox', { name: 'Keyword' }).inputValue()).toBe('car');
    expect(await keptParsedH1(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('searches from the hydrated frame as typed', async () => {
    const page = await openPage('/');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('car');
    await cardsIn(page, /Names containing|Names starting with/)
      .first()
      .waitFor();
    expect(new URL(page.url()).searchParams.get('query')).toBe('car');
  });
});
