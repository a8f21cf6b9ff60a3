import { describe, expect, it } from 'vitest';
import { specPaths } from '../test/support/spec-paths.ts';
import { baseUrl, browserPages } from './support/browser.ts';

const { openPage } = browserPages();

// Screens not built yet show the not-found screen, still inside the layout.

describe('routing in Chromium', () => {
  it.each(specPaths)('%s renders a page inside the header and footer', async (path) => {
    const page = await openPage(path);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    // Lazy pages and their data arrive after the shell: wait for the page's own heading.
    await heading.first().waitFor();
    expect(await heading.count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Domainary' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe(path);
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    const page = await openPage('/definitely/not/a/page');
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('404 Page Not Found');
    expect(await page.title()).toContain('Page Not Found');
  });

  it('shows the not-found screen for a non-numeric learning module id', async () => {
    const page = await openPage('/learning/intro');
    expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(
      '404 Page Not Found',
    );
  });

  it('sets the default title and description on load', async () => {
    const page = await openPage('/');
    expect(await page.title()).toBe('Domainary - Domain Name Intelligence and Valuation');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/domain names/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseUrl}/`);
  });
});
