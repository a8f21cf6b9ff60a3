import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TYPING_PAUSE_MS } from '../src/domains/search-form.tsx';
import { browserPages } from './support/browser.ts';
import { cardsIn } from './support/domains.ts';
import { holdRequests } from './support/held-requests.ts';

const { openPage } = browserPages();

/**
 * The home page with the page's clock under the test's control, so "a pause in typing" is
 * a step the test takes (clock.runFor) and never depends on how fast the machine types.
 */
async function openSearch(): Promise<{ page: Page; searches: string[] }> {
  const page = await openPage('/find-domains');
  // Paused: the page's timers fire only when the test moves its clock on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  const searches: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/domains' && !url.searchParams.has('cursor'))
      searches.push(url.searchParams.get('query') ?? '');
  });
  return { page, searches };
}

const keywordField = (page: Page) =>
  page.getByRole('search', { name: 'Domain search' }).getByLabel('Keyword');

/** Types like a person: one key at a time, `gapMs` of the page's time between keys. */
async function typeKeys(page: Page, text: string, gapMs = 40) {
  for (const key of text) {
    await keywordField(page).pressSequentially(key);
    await page.clock.runFor(gapMs);
  }
}

const pause = (page: Page) => page.clock.runFor(TYPING_PAUSE_MS);
const exactCard = (page: Page, fqdn: string) =>
  page.getByRole('region', { name: /Exact matches/ }).getByRole('article', { name: fqdn, exact: true });

describe('results as you type', () => {
  it('shows coffeeshop.com for "coffee shop" without Enter, and the URL follows', async () => {
    const { page } = await openSearch();
    const entries = await page.evaluate(() => history.length);
    await keywordField(page).click();
    await typeKeys(page, 'coffee shop');
    await pause(page);
    await exactCard(page, 'coffeeshop.com').waitFor();
    await exactCard(page, 'coffee-shop.com').waitFor();
    expect(new URL(page.url()).searchParams.get('query')).toBe('coffee shop');
    // One history entry for the search, however many pauses it took.
    await typeKeys(page, 's');
    await pause(page);
    await page.waitForURL((u) => u.searchParams.get('query') === 'coffee shops');
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  });

  it('sends one request per pause, however many keys came before it', async () => {
    const { page, searches } = await openSearch();
    await keywordField(page).click();
    await typeKeys(page, 'coffee', TYPING_PAUSE_MS - 50);
    expect(searches).toEqual([]);
    await pause(page);
    await exactCard(page, 'coffee.com').waitFor();
    await typeKeys(page, ' shop');
    await pause(page);
    await exactCard(page, 'coffeeshop.com').waitFor();
    expect(searches).toEqual(['coffee', 'coffee shop']);
  });

  it('keeps the previous results on screen while the next load, and cancels the one replaced', async () => {
    const { page, searches } = await openSearch();
    await keywordField(page).click();
    await typeKeys(page, 'coffee');
    await pause(page);
    await exactCard(page, 'coffee.com').waitFor();

    const release = await holdRequests(page, '**/api/domains?query=coffee+s*');
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(new URL(r.url()).searchParams.get('query') ?? ''));
    await typeKeys(page, ' s');
    await pause(page);
    await page.getByRole('status', { name: 'Updating results' }).waitFor();
    expect(await exactCard(page, 'coffee.com').isVisible()).toBe(true);

    // A newer keyword replaces the held request: the page aborts it.
    await typeKeys(page, 'hop');
    await pause(page);
    expect(await exactCard(page, 'coffee.com').isVisible()).toBe(true);
    release();
    await exactCard(page, 'coffeeshop.com').waitFor();
    expect(await exactCard(page, 'coffee.com').count()).toBe(0);
    expect(searches).toEqual(['coffee', 'coffee s', 'coffee shop']);
    await expect.poll(() => failed).toContain('coffee s');
  });

  it('finds café as its internationalised name and as cafe', async () => {
    const { page } = await openSearch();
    await keywordField(page).click();
    await typeKeys(page, 'café');
    await pause(page);
    const idn = exactCard(page, 'café.com');
    await idn.waitFor();
    expect(await idn.textContent()).toContain('xn--caf-dma.com');
    await exactCard(page, 'cafe.com').waitFor();
    await idn.getByRole('button', { name: 'café.com' }).click();
    await page.getByRole('dialog', { name: 'café.com' }).waitFor();
  });

  it('still searches at once on Enter', async () => {
    const { page, searches } = await openSearch();
    await keywordField(page).fill('best pizza nyc');
    await keywordField(page).press('Enter');
    await exactCard(page, 'bestpizzanyc.com').waitFor();
    expect(searches).toEqual(['best pizza nyc']);
    const names = await cardsIn(page, /Names with/).evaluateAll((els) =>
      els.map((e) => e.getAttribute('aria-label') ?? ''),
    );
    for (const name of names) for (const word of ['best', 'pizza', 'nyc']) expect(name).toContain(word);
  });

  it('hints instead of searching when nothing in the keyword is searchable', async () => {
    const { page, searches } = await openSearch();
    await keywordField(page).fill('!!!');
    await pause(page);
    await page.getByText('Type a word or two with letters or digits').waitFor();
    await keywordField(page).fill('a'.repeat(64));
    await pause(page);
    await page.getByText('too long for a domain name').waitFor();
    expect(searches).toEqual([]);
    expect(await keywordField(page).getAttribute('maxlength')).toBe('253');
  });
});
