import type { DroppingSoon } from '@domainary/schema/contracts/dropping-soon.ts';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { apiJson } from './support/domains.ts';

const { openPage } = browserPages();

describe('/dropping-soon', () => {
  it('offline, shows labelled sample stages with windows and estimates, reached from the footer', async () => {
    const page = await openPage('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Dropping Soon' }).click();
    await page.waitForURL((url) => url.pathname === '/dropping-soon');
    await page.getByRole('heading', { name: 'Domainary Dropping Soon' }).waitFor();
    await page.waitForFunction(() => document.title === 'Domainary Dropping Soon');

    const note = page.locator('[data-sample-data]');
    await note.waitFor();
    expect(await note.textContent()).toContain('Sample data:');
    const want = await apiJson<DroppingSoon>('/api/dropping-soon');
    expect(want.sample).toBe(true);
    expect(want.names.length).toBeGreaterThan(0);

    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Name',
      'Sample stage',
      'Predicted drop',
      'Estimated value',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await rows.getByRole('rowheader').allTextContents()).toEqual(want.names.map((n) => n.domain));
    // No row presents its sample stage as a registry's reading.
    for (const stage of await rows.locator('td:nth-child(2)').allTextContents())
      expect(stage).toMatch(/^Sample: (redemption|pending delete)since /);
    expect(await page.getByText('rdap:').count()).toBe(0);
  });
});
