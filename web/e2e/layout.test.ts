import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { browserPages, reactHoldsControls } from './support/browser.ts';
import { holdRequests } from './support/held-requests.ts';

const { openPage } = browserPages();

const menu = [
  ['Find Domains', '/find-domains'],
  ['AI Domain Generator', '/ai-domain-generator'],
  ['Watchlist', '/watchlist'],
  ['Market Trends', '/market-trends'],
] as const;

describe('header menu in Chromium', () => {
  it.each(menu)('%s navigates to %s without reloading the page', async (label, path) => {
    const page = await openPage('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
    await page.waitForURL((url) => url.pathname === path);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const current = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    expect(await current.textContent()).toBe(label);
  });

  it('takes the logo link home', async () => {
    const page = await openPage('/market-trends');
    await page.getByRole('banner').getByRole('link', { name: 'Domainary' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('takes the logo link home while a slow phone is still hydrating the page, without a hydration error', async () => {
    // Two moments of the hydration: the page's code still on its way (the header is React's, the
    // page below is the server's markup), and the code arriving just as the link is clicked.
    for (const codeArrives of ['after the click', 'with the click'] as const) {
      const page = await openPage('/');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const loadPageCode = await holdRequests(page, '**/assets/market-trends-page-*.js');
      await page.goto('/market-trends', { waitUntil: 'commit' });
      // The header is live (React holds the logo link) while the page below still waits to hydrate.
      await page.waitForFunction(() => {
        const logo = document.querySelector('header a');
        return logo !== null && Object.keys(logo).some((key) => key.startsWith('__reactProps'));
      });
      expect(await page.getByRole('heading', { level: 1, name: 'Market Trends' }).isVisible()).toBe(true);
      if (codeArrives === 'with the click') loadPageCode();
      await page.getByRole('banner').getByRole('link', { name: 'Domainary' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { level: 1, name: 'Find the domain your idea deserves' }).waitFor();
      loadPageCode();
      // A hydration error would surface as an uncaught page error, which fails the test after it.
      await reactHoldsControls(page);
    }
  });

  it('folds the menu behind a keyboard-operable button on a phone', async () => {
    const page = await openPage('/', { viewport: { width: 390, height: 800 } });
    const watchlist = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlist' });
    expect(await watchlist.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).focus();
    await page.keyboard.press('Enter');
    expect(await watchlist.isVisible()).toBe(true);

    await watchlist.click();
    await page.waitForURL((url) => url.pathname === '/watchlist');
    expect(await watchlist.isVisible()).toBe(false);
  });

  it('shows the footer columns and the current year', async () => {
    const page = await openPage('/');
    const footer = page.getByRole('contentinfo');
    for (const column of ['Resources', 'Quick Links', 'Company']) {
      expect(await footer.getByRole('navigation', { name: column }).isVisible()).toBe(true);
    }
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Domainary`);
  });
});

describe('accessibility', () => {
  it.each(['/', '/no-such-page'])('%s has no serious or critical axe violations', async (path) => {
    const page = await openPage(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });

  it('offers a skip link as the first stop for keyboard users', async () => {
    const page = await openPage('/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});
