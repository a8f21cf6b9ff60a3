import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';

const { openPage } = browserPages();

const currencySelect = (page: Page) => page.getByRole('combobox', { name: 'Display currency' });

describe('display currency in Chromium', () => {
  it('keeps a chosen currency across a reload', async () => {
    const page = await openPage('/', { locale: 'en-US' });
    expect(await currencySelect(page).inputValue()).toBe('USD');

    await currencySelect(page).selectOption('EUR');
    expect(await page.evaluate(() => localStorage.getItem('preferredCurrency'))).toBe('EUR');

    // The reloaded page shows its pre-rendered select (the fallback currency) until the app,
    // which starts after the first paint, hydrates it with the stored choice.
    await page.reload();
    await expect.poll(() => currencySelect(page).inputValue()).toBe('EUR');
  });

  it('announces a choice with a currency-changed event', async () => {
    const page = await openPage('/');
    const heard = page.evaluate(
      () =>
        new Promise((resolve) =>
          window.addEventListener('currency-changed', (e) => resolve((e as CustomEvent).detail)),
        ),
    );
    await currencySelect(page).selectOption('INR');
    expect(await heard).toBe('INR');
  });

  it.each([
    ['ja-JP', 'JPY'],
    ['en-GB', 'GBP'],
    ['es-MX', 'MXN'],
    ['de-DE', 'EUR'],
    ['ko-KR', 'USD'],
  ])('starts from the browser language %s as %s when nothing is stored', async (locale, code) => {
    const page = await openPage('/', { locale });
    expect(await currencySelect(page).inputValue()).toBe(code);
  });

  it('shows each option as symbol and code', async () => {
    const page = await openPage('/');
    const labels = await currencySelect(page).locator('option').allTextContents();
    expect(labels).toHaveLength(10);
    expect(labels).toContain('£ GBP');
    expect(labels).toContain('MX$ MXN');
  });
});
