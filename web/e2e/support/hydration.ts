import type { Page } from 'playwright-core';

/**
 * Navigates `page` to `path`, recording console errors (a hydration mismatch is one) and
 * tagging the h1 parsed from the HTML before any app script runs, so keptParsedH1 can tell
 * whether hydration kept that node rather than rendering the page anew.
 */
export async function gotoHydrating(page: Page, path: string): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1');
      if (h1) {
        Object.assign(h1, { parsedFromHtml: true });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { errors };
}

/** Whether the page's h1 is still the node parsed from the HTML (see gotoHydrating). */
export const keptParsedH1 = (page: Page) =>
  page.evaluate(() => 'parsedFromHtml' in (document.querySelector('h1') ?? {}));
