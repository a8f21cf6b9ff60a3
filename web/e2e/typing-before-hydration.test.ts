import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages, reactHoldsControls } from './support/browser.ts';
import { cardsIn } from './support/domains.ts';
import { holdRequests } from './support/held-requests.ts';

const { openPage } = browserPages();

/**
 * Opens `path` as a visitor on a slow phone sees it: the pre-rendered HTML is on screen but
 * the app's entry script is held back, so nothing is React's yet. Call the returned function
 * to let the script load.
 */
async function openBeforeHydration(path: string): Promise<{ page: Page; loadScript: () => void }> {
  // A page of the site first, for a visitor context like every test's; the held navigation follows.
  const page = await openPage('/blank-for-routes');
  const loadScript = await holdRequests(page, '**/assets/index-*.js');
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('banner').waitFor();
  return { page, loadScript };
}

const isReacts = (page: Page, label: string) =>
  page
    .getByLabel(label)
    .evaluate((control) => Object.keys(control).some((key) => key.startsWith('__reactProps')));

describe('a visitor who uses a pre-rendered form before its script runs', () => {
  it('keeps the keyword and extension chosen, and searches with them', async () => {
    const { page, loadScript } = await openBeforeHydration('/');
    const form = page.getByRole('search', { name: 'Domain search' });
    await form.getByLabel('Keyword').pressSequentially('car');
    await form.getByLabel('Extension').selectOption('com');
    expect(await isReacts(page, 'Keyword')).toBe(false);

    loadScript();
    await reactHoldsControls(page);
    await form.getByLabel('Keyword').press('Enter');
    await cardsIn(page, /Names containing|Names starting with|Exact matches/)
      .first()
      .waitFor();
    const params = new URL(page.url()).searchParams;
    expect(params.get('query')).toBe('car');
    expect(params.get('extension')).toBe('com');
    expect(await form.getByLabel('Keyword').inputValue()).toBe('car');
    expect(await form.getByLabel('Extension').inputValue()).toBe('com');
  });

  it('keeps the display currency picked in the header', async () => {
    const { page, loadScript } = await openBeforeHydration('/about');
    await page.getByLabel('Display currency').selectOption('EUR');
    expect(await isReacts(page, 'Display currency')).toBe(false);

    loadScript();
    await reactHoldsControls(page);
    await page.waitForFunction(() => localStorage.getItem('preferredCurrency') === 'EUR');
    expect(await page.getByLabel('Display currency').inputValue()).toBe('EUR');
  });
});

describe('a shared search link opened before the script runs', () => {
  // The frame is pre-rendered without a query string, so until the script runs the form is empty.
  const shared = '/find-domains?query=car&extension=com&status=taken&sortBy=value';
  const fieldValues = (page: Page) => {
    const form = page.getByRole('search', { name: 'Domain search' });
    return Promise.all(
      ['Keyword', 'Extension', 'Status', 'Sort by'].map((label) => form.getByLabel(label).inputValue()),
    );
  };

  it('shows the search of the address in the form as soon as React holds it', async () => {
    const { page, loadScript } = await openBeforeHydration(shared);
    expect(await page.getByLabel('Keyword').inputValue()).toBe('');

    loadScript();
    await reactHoldsControls(page);
    expect(await fieldValues(page)).toEqual(['car', 'com', 'taken', 'value']);
    await cardsIn(page, /Names containing “car”/)
      .first()
      .waitFor();
    expect(new URL(page.url()).search).toBe(new URL(shared, page.url()).search);
  });

  it('keeps the keyword the visitor typed meanwhile, with the filters of the address', async () => {
    const { page, loadScript } = await openBeforeHydration(shared);
    await page.getByLabel('Keyword').pressSequentially('bike');
    expect(await isReacts(page, 'Keyword')).toBe(false);

    loadScript();
    await reactHoldsControls(page);
    await page.getByRole('region', { name: 'Names containing “bike”' }).waitFor();
    expect(await fieldValues(page)).toEqual(['bike', 'com', 'taken', 'value']);
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      query: 'bike',
      extension: 'com',
      status: 'taken',
      sortBy: 'value',
    });
  });
});
