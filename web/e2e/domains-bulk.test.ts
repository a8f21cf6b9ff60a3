import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { searchApi } from './support/domains.ts';

const { openPage } = browserPages();

describe('bulk mode', () => {
  it('checks pasted names and downloads the table as CSV', async () => {
    const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value', limit: '2' });
    const listed = domains.map((d) => `${d.name}.${d.extension}`);
    const lines = [...listed, 'quokkaplanet.io', 'not a name', 'example.notatld'];
    const page = await openPage('/find-domains?mode=bulk');
    await page.getByLabel(/Domain names/).fill(lines.join('\n'));
    await page.getByRole('button', { name: 'Check names' }).click();
    const table = page.getByRole('table');
    await table.waitFor();
    // 'not a name' splits into three words, each checked on its own.
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(lines.length + 2);
    const first = rows.first();
    expect(await first.locator('th').textContent()).toBe(listed[0]);
    expect(await first.textContent()).toMatch(/Sample data lists it as (available|registered) · not checked/);
    expect(await rows.nth(2).textContent()).toContain('Not checked');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('domainary-bulk-check.csv');
    const csv = (await readFile((await download.path()) as string, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]?.split(',').slice(0, 5)).toEqual([
      'input',
      'domain',
      'status',
      'availability',
      'availability_source',
    ]);
    expect(csv).toHaveLength(lines.length + 3);
    const listedRow = csv[1]?.split(',') ?? [];
    expect(listedRow[1]).toBe(listed[0]);
    expect(listedRow[4]).toBe('sample');
    expect(Number(listedRow[6])).toBe(domains[0]?.estimatedValue);
    expect(csv.at(-1)).toMatch(/^example\.notatld,+"?Unknown extension ""?\.notatld""?"?$/);
  });

  it('refuses more than 500 names before sending anything', async () => {
    const page = await openPage('/find-domains?mode=bulk');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/domains/bulk')) sent = true;
    });
    await page
      .getByLabel(/Domain names/)
      .fill(Array.from({ length: 501 }, (_, i) => `name${i}.com`).join('\n'));
    await page.getByRole('button', { name: 'Check names' }).click();
    await page.getByRole('alert').filter({ hasText: 'Paste at most 500 names; you pasted 501.' }).waitFor();
    expect(sent).toBe(false);
  });
});
