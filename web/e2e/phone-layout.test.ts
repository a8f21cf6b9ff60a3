import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shellRoutePaths, staticRoutes } from '../src/prerender/static-routes.ts';
import { specPaths } from '../test/support/spec-paths.ts';
import { browserPages } from './support/browser.ts';
import { openDetails, searchApi } from './support/domains.ts';
import { generatorScreen } from './support/generator.ts';
import { elementsPastRightEdge, phoneViewport, scrollersOutOfKeyboardReach } from './support/overflow.ts';
import { calculateFor } from './support/valuation.ts';

const { openPage } = browserPages();

/** Every screen of the route table, the not-found screens and the bulk search mode. */
const screenPaths = [
  ...new Set([
    ...specPaths,
    ...shellRoutePaths,
    ...staticRoutes.map((route) => route.path),
    '/find-domains?mode=bulk',
    '/learning/999999',
    '/no-such-page',
  ]),
];

const onPhone = { viewport: phoneViewport, locale: 'en-US' };

/**
 * Watches `page`'s requests from now on. settled() resolves once every request seen has ended
 * and the page shows no loading state (a spinner, a placeholder, a busy region): the screen's
 * code and data have arrived and are shown. Counted by hand, since after a navigation without
 * a reload the page's own network-idle state was reached long before.
 */
function watchRequests(page: Page) {
  const inFlight = new Set<unknown>();
  let requestEnded = () => {};
  const started = (request: unknown) => inFlight.add(request);
  const ended = (request: unknown) => {
    inFlight.delete(request);
    requestEnded();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled(): Promise<void> {
      try {
        for (;;) {
          await page.waitForFunction(
            () => !document.querySelector('.loading, .skeleton, [aria-busy="true"]'),
          );
          if (inFlight.size === 0) return;
          await new Promise<void>((resolve) => {
            requestEnded = resolve;
          });
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/** The page at `path` on a phone, once its heading has rendered and its data has arrived. */
async function openOnPhone(path: string): Promise<Page> {
  const page = await openPage(path, onPhone);
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Moves the open page to `path` as one of its links would, without a reload, and waits for
 * the screen's heading and data: one page load serves every screen.
 */
async function showOnPhone(page: Page, path: string): Promise<void> {
  const requests = watchRequests(page);
  // Each path gets its page afresh (a loading boundary per path): the old heading goes.
  const moves = new URL(page.url()).pathname !== new URL(path, page.url()).pathname;
  await page.evaluate((next) => {
    for (const heading of document.querySelectorAll('main h1')) Object.assign(heading, { leaving: true });
    window.history.pushState(null, '', next);
  }, path);
  if (moves)
    await page.waitForFunction(() => ![...document.querySelectorAll('main h1')].some((h) => 'leaving' in h));
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await requests.settled();
}

/** The most valuable listed .com containing "car", whose dialog has comparables and a timeline. */
async function listedFqdn(): Promise<string> {
  const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
  const domain = domains[0];
  if (!domain) throw new Error('the seed has no .com name containing "car"');
  return `${domain.name}.${domain.extension}`;
}

async function openDomainDetails(page: Page, fqdn: string) {
  const dialog = await openDetails(page, fqdn);
  await dialog.locator('[data-points-shown]').first().waitFor();
  await page.waitForLoadState('networkidle');
  return dialog;
}

/**
 * What a phone gets wrong on the screen as shown: anything past the right edge, and any box
 * that scrolls sideways (a wide table) where the keyboard cannot scroll it.
 */
async function phoneProblems(page: Page): Promise<string[]> {
  return [...(await elementsPastRightEdge(page)), ...(await scrollersOutOfKeyboardReach(page))];
}

describe('on a 360 px phone nothing passes the right edge of the screen or of a dialog, and a wide table scrolls from the keyboard', () => {
  it('every screen, one after the other in one page, its folded tables unfolded', async () => {
    const page = await openOnPhone('/');
    const past = new Map<string, string[]>();
    for (const path of screenPaths) {
      await showOnPhone(page, path);
      await page.evaluate(() => {
        for (const folded of document.querySelectorAll('details')) folded.open = true;
      });
      const found = await phoneProblems(page);
      if (found.length > 0) past.set(path, found);
    }
    expect(Object.fromEntries(past)).toEqual({});
  });

  it('the domain details dialog, with its comparables and its value history table open, then the acquire confirmation', async () => {
    const fqdn = await listedFqdn();
    const page = await openOnPhone('/find-domains?query=car&extension=com&sortBy=value');
    expect(await phoneProblems(page)).toEqual([]);
    const dialog = await openDomainDetails(page, fqdn);
    await dialog.getByRole('table', { name: 'Comparable sales' }).waitFor();
    expect(await phoneProblems(page)).toEqual([]);

    await dialog.getByText('View the data as a table').click();
    await dialog.getByRole('table', { name: 'Value history' }).waitFor({ state: 'visible' });
    expect(await phoneProblems(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Acquire Domain' }).click();
    await page.getByRole('dialog', { name: 'Confirm Acquisition' }).waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });

  it('the company details dialog, each tab in turn', async () => {
    // The first listed is the top-ranked company: the top tenth carry registry checks, so every tab has its table.
    const page = await openOnPhone('/company-domains');
    expect(await phoneProblems(page)).toEqual([]);
    await page.getByRole('region', { name: 'Companies' }).getByRole('row').nth(1).getByRole('button').click();
    const dialog = page.getByRole('dialog');
    const past = new Map<string, string[]>();
    for (const [tab, content] of [
      ['Overview', null],
      ['Domains', 'table'],
      ['Check Results', 'table'],
    ] as const) {
      const requests = watchRequests(page);
      await dialog.getByRole('tab', { name: tab }).click();
      if (content) await dialog.getByRole(content).waitFor();
      await requests.settled();
      const found = await phoneProblems(page);
      if (found.length > 0) past.set(tab, found);
    }
    expect(Object.fromEntries(past)).toEqual({});
  });

  it("the simulator's results, with their breakdown and comparable sales", async () => {
    const page = await openOnPhone('/domain-valuation-simulator');
    await calculateFor(page, 'carinsurance');
    await page.getByRole('table', { name: 'Comparable sales' }).waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });

  it("a name's valuation, with its comparable sales", async () => {
    const page = await openOnPhone('/domain-valuation?domain=carinsurance.com');
    await page.getByRole('table', { name: 'Comparable sales' }).waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });

  it('the header menu, opened', async () => {
    const page = await openOnPhone('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Watchlist' }).waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });

  it("the generator's advanced options and suggestions", async () => {
    const page = await openOnPhone('/ai-domain-generator');
    const generator = generatorScreen(page);
    await generator.advanced.click();
    await generator.purpose.waitFor();
    expect(await phoneProblems(page)).toEqual([]);
    await generator.keyword.fill('coffee');
    await generator.generate.click();
    await generator.resultsTitle.waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });

  it('the bulk check results', async () => {
    const page = await openOnPhone('/find-domains?mode=bulk');
    await page.getByLabel(/Domain names/).fill('car.com\ncoffee.net\nexample.org');
    await page.getByRole('button', { name: 'Check names' }).click();
    await page.getByRole('table').first().waitFor();
    expect(await phoneProblems(page)).toEqual([]);
  });
});
