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
