import type { Page } from 'playwright-core';

/**
 * Holds every request matching `url` until the returned function is called, so a test can see
 * what the page shows while it waits for an answer.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}
