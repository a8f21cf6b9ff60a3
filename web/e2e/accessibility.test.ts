import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../src/content/blog/posts.ts';
import { screenRoutes } from '../src/routes.tsx';
import { focusIndicators, focusIsWithin, seriousViolations } from './support/accessibility.ts';
import { browserPages } from './support/browser.ts';
import { companySearchApi } from './support/companies.ts';
import { cardsIn, openDetails, searchApi } from './support/domains.ts';

const { openPage } = browserPages();

/** Sample values for route parameters, by name. */
const samples: Record<string, string> = { id: '1', slug: blogPosts[0]?.slug ?? '' };

/**
 * A concrete path for a route of the table: `:name` and named regex groups take their
 * sample. A regex path must accept the path made from it, or the test says so.
 */
function concretePath(path: string | RegExp): string {
  if (typeof path === 'string') return path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? name);
  const made = path.source
    .replace(/^\^|\$$/g, '')
    .replace(/\(\?<(\w+)>[^)]*\)/g, (_, name: string) => samples[name] ?? name)
    .replace(/\\\/\?$/, '')
    .replace(/\\\//g, '/');
  if (!path.test(made)) throw new Error(`no sample path for route ${path}: add its parameter to samples`);
  return made;
}

// Every row of the route table (a row without a page yet shows the not-found screen), and
// a path no route takes: new screens are covered as soon as they are added.
const paths = [...new Set(screenRoutes.map((route) => concretePath(route.path))), '/no/such/page'];

async function openSettled(path: string): Promise<Page> {
  const page = await openPage(path);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

describe('every route', () => {
  it('covers the whole route table', () => {
    expect(paths.length).toBeGreaterThanOrEqual(screenRoutes.length);
  });

  // One page load per route for all three checks: axe first, while nothing has been touched,
  // then the tab stops, then the tab lists (which move the selection).
  it.each(paths)(
    '%s: no serious axe violations, focus shown on every tab stop, tab lists move with arrows',
    async (path) => {
      const page = await openSettled(path);
      expect(await seriousViolations(page), `${path} axe`).toEqual([]);

      const { stops, missing } = await focusIndicators(page);
      expect(missing, `${path} focus indicators`).toEqual([]);
      // The header alone has the logo, the currency picker and four menu links.
      expect(stops).toBeGreaterThanOrEqual(6);

      const lists = page.getByRole('tablist');
      for (let i = 0; i < (await lists.count()); i += 1) {
        const list = lists.nth(i);
        const name = await list.getAttribute('aria-label');
        const enabled = list.locator('[role="tab"]:not([disabled])');
        if ((await enabled.count()) < 2) continue;
        await list.locator('[role="tab"][aria-selected="true"]').focus();
        const before = await page.evaluate(() => document.activeElement?.id);
        await page.keyboard.press('ArrowRight');
        const after = page.locator('[role="tab"]:focus');
        expect(await after.getAttribute('aria-selected'), `${path} tablist "${name}"`).toBe('true');
        expect(await after.getAttribute('id'), `${path} tablist "${name}"`).not.toBe(before);
        await page.keyboard.press('ArrowLeft');
        expect(await page.evaluate(() => document.activeElement?.id), `${path} tablist "${name}"`).toBe(
          before,
        );
      }
    },
  );
});

/** Checks what every modal dialog owes keyboard users, then closes it with Escape. */
async function checkDialog(page: Page, name: string | RegExp) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  expect(await seriousViolations(page, 'dialog[open]'), `axe in dialog ${name}`).toEqual([]);
  expect(await focusIsWithin(dialog), `focus moves into dialog ${name}`).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await focusIsWithin(dialog), `Tab stays inside dialog ${name}`).toBe(true);
  }
  return dialog;
}

describe('dialogs', () => {
  it('Domain Details and Confirm Acquisition trap focus, pass axe and close on Escape', async () => {
    const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
    const domain = domains.find((d) => ['available', 'expiring'].includes(d.status)) ?? domains[0];
    if (!domain) throw new Error('the seed has no .com name containing "car"');
    const fqdn = `${domain.name}.${domain.extension}`;
    const page = await openPage('/find-domains?query=car&extension=com&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    const opener = page
      .getByRole('article', { name: fqdn, exact: true })
      .first()
      .getByRole('button', { name: fqdn, exact: true });
    const details = await openDetails(page, fqdn);
    await checkDialog(page, fqdn);

    const acquire = details.getByRole('button', { name: 'Acquire Domain' });
    if (await acquire.count()) {
      await acquire.focus();
      await page.keyboard.press('Enter');
      await checkDialog(page, 'Confirm Acquisition');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Confirm Acquisition' }).waitFor({ state: 'detached' });
      expect(await focusIsWithin(details), 'focus returns to the details dialog').toBe(true);
    }

    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement), 'focus returns to the opener').toBe(
      true,
    );
  });
});

describe('Company Details dialog', () => {
  it('traps focus, passes axe on every tab, moves between tabs with the arrow keys, closes on Escape', async () => {
    const [company] = (await companySearchApi({})).companies;
    if (!company) throw new Error('the seed has no companies');
    const page = await openPage('/company-domains');
    const opener = page
      .getByRole('region', { name: 'Companies' })
      .getByRole('button', { name: company.name, exact: true })
      .first();
    await opener.click();
    const dialog = await checkDialog(page, company.name);
    const selected = dialog.locator('[role="tab"][aria-selected="true"]');
    await selected.focus();
    for (const name of ['Domains', 'Check Results', 'Overview']) {
      await page.keyboard.press('ArrowRight');
      expect(await selected.textContent()).toBe(name);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, 'dialog[open]'), `axe on the ${name} tab`).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement), 'focus returns to the opener').toBe(
      true,
    );
  });
});

describe('header menu', () => {
  it('opens from the keyboard on a phone and closes on Escape, focus kept on its button', async () => {
    const page = await openPage('/about', { viewport: { width: 390, height: 800 } });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Watchlist' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'main-menu',
    );
  });
});

describe('header menu links', () => {
  const focusedLink = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

  it('move with the arrow keys, Home and End, and Escape closes the phone menu onto its button', async () => {
    const page = await openPage('/about', { viewport: { width: 390, height: 800 } });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await links.first().waitFor();
    const names = (await links.allTextContents()).map((t) => t.trim());
    await page.keyboard.press('ArrowDown');
    expect(await focusedLink(page)).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedLink(page)).toBe(names[1]);
    await page.keyboard.press('End');
    expect(await focusedLink(page)).toBe(names.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedLink(page)).toBe(names[0]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedLink(page)).toBe(names.at(-1));
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(
      'main-menu',
    );
  });

  it('move with Left and Right on a wide screen', async () => {
    const page = await openPage('/about');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    const names = (await links.allTextContents()).map((t) => t.trim());
    await links.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedLink(page)).toBe(names[1]);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLink(page)).toBe(names.at(-1));
  });
});

describe('API reference page', () => {
  it('/api/docs has no serious or critical axe violations', async () => {
    const page = await openPage('/about');
    await page.goto('/api/docs');
    await page.getByRole('heading', { level: 1, name: /Domainary API/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const { stops, missing } = await focusIndicators(page, 15);
    expect(missing).toEqual([]);
    expect(stops).toBeGreaterThan(5);
  });
});
