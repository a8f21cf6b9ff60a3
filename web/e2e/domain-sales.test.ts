import { readFile } from 'node:fs/promises';
import type { SalesSearchResponse } from '@domainary/schema/contracts/sales.ts';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/accessibility.ts';
import { browserPages } from './support/browser.ts';
import { pagerLabels } from './support/companies.ts';
import { apiJson, cardsIn, openDetails, searchApi } from './support/domains.ts';

const { openPage } = browserPages();

const salesApi = (params: Record<string, string>) =>
  apiJson<SalesSearchResponse>(`/api/sales?${new URLSearchParams({ ...params, pageSize: '20' })}`);

const domains = (body: SalesSearchResponse) => body.sales.map((s) => s.domain);

/** Waits until the results table shows exactly these domains, in order. */
async function waitForDomains(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll('section[aria-label="Sales"] > section > table > tbody > tr > th')].map(
          (th) => th.textContent,
        ),
      ) === JSON.stringify(want),
    expected,
  );
}

const filters = (page: Page) => page.getByRole('form', { name: 'Sales filters' });

describe('/domain-sales', () => {
  it('lists the dearest reported sales first with the summary, and is axe clean', async () => {
    const want = await salesApi({});
    expect(want.totalCount).toBe(20_460);
    const page = await openPage('/domain-sales');
    await page.getByRole('heading', { level: 1, name: 'Domainary Domain Sales' }).waitFor();
    expect(await page.title()).toBe('Domainary Domain Sales');
    await waitForDomains(page, domains(want));
    await page.getByText('20,460 sales · page 1 of 1,023').waitFor();
    const summary = page.getByRole('definition').filter({ hasText: '20,460' });
    await summary.first().waitFor();
    const first = page.locator('section[aria-label="Sales"] > section > table > tbody > tr').first();
    expect(await first.locator('td').nth(0).textContent()).toBe('$49,700,000');
    await first.getByText(/^Sold .*(above|below|our estimate)$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows prices and estimates in the visitor's currency", async () => {
    const page = await openPage('/domain-sales?q=shop');
    await waitForDomains(page, domains(await salesApi({ q: 'shop' })));
    await page.getByRole('combobox', { name: 'Display currency' }).selectOption('EUR');
    const first = page.locator('section[aria-label="Sales"] > section > table > tbody > tr').first();
    await first.locator('td').nth(0).getByText(/^€/).waitFor();
    await first.locator('td').nth(4).getByText(/^€/).waitFor();
    await page.getByRole('definition').filter({ hasText: /^€/ }).first().waitFor();
  });

  it('applies the keyword and every filter from the form, keeps them in the URL and restores them on reload', async () => {
    const params = {
      q: 'shop',
      extension: 'com',
      minPrice: '1000',
      maxPrice: '500000',
      yearFrom: '2010',
      yearTo: '2024',
      channel: 'auction',
    };
    const want = await salesApi(params);
    expect(want.totalCount).toBeGreaterThan(0);
    const page = await openPage('/domain-sales');
    const form = filters(page);
    await form.getByLabel('Keyword in the name').fill(' SHOP ');
    await form.getByLabel('Extension').fill('.com');
    await form.getByLabel('Min price (USD)').fill(params.minPrice);
    await form.getByLabel('Max price (USD)').fill(params.maxPrice);
    await form.getByLabel('From year').fill(params.yearFrom);
    await form.getByLabel('To year').fill(params.yearTo);
    await form.getByLabel('Channel').selectOption('auction');
    await form.getByLabel('Keyword in the name').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('channel') === 'auction');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ ...params, q: 'SHOP' });
    await waitForDomains(page, domains(want));
    await page
      .getByText(`${want.totalCount} ${want.totalCount === 1 ? 'sale' : 'sales'}`)
      .first()
      .waitFor();

    await page.reload();
    await waitForDomains(page, domains(want));
    expect(await filters(page).getByLabel('Min price (USD)').inputValue()).toBe('1000');
    expect(await filters(page).getByLabel('Channel').inputValue()).toBe('auction');
  });

  it('says so when nothing matches, and shows the API message for a bad range', async () => {
    const page = await openPage('/domain-sales?q=zzqqxxnothing');
    await page.getByText('No Sales Found').waitFor();
    const bad = await openPage('/domain-sales?minPrice=5000&maxPrice=10');
    await bad.getByRole('alert').getByText('minPrice: must not exceed maxPrice').waitFor();
  });

  it('sorts by price and year from the column headers, one click each way', async () => {
    const page = await openPage('/domain-sales?extension=io');
    await waitForDomains(page, domains(await salesApi({ extension: 'io' })));
    const results = page.getByRole('region', { name: 'Sales', exact: true });
    await results.getByRole('button', { name: /^Price/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price_asc');
    await waitForDomains(page, domains(await salesApi({ extension: 'io', sortBy: 'price_asc' })));
    expect(await results.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await results.getByRole('button', { name: /^Year/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'year_desc');
    await waitForDomains(page, domains(await salesApi({ extension: 'io', sortBy: 'year_desc' })));
    await results.getByRole('button', { name: /^Year/ }).click();
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'year_asc');
    await waitForDomains(page, domains(await salesApi({ extension: 'io', sortBy: 'year_asc' })));
  });

  it('pages like the company directory and keeps the page in the URL', async () => {
    const params = { channel: 'marketplace' };
    const first = await salesApi(params);
    const pages = Math.ceil(first.totalCount / 20);
    const page = await openPage('/domain-sales?channel=marketplace');
    await waitForDomains(page, domains(first));
    expect(await pagerLabels(page)).toEqual(['1', '2', '3', '4', '…', String(pages)]);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await waitForDomains(page, domains(await salesApi({ ...params, page: '2' })));
    await page.getByRole('button', { name: `Page ${pages}` }).click();
    await waitForDomains(page, domains(await salesApi({ ...params, page: String(pages) })));
  });

  it('exports the filtered set as a CSV download in the shown order', async () => {
    const params = { q: 'car', sortBy: 'year_desc' };
    const want = await salesApi(params);
    const page = await openPage(`/domain-sales?${new URLSearchParams(params)}`);
    await waitForDomains(page, domains(want));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('domainary-sales.csv');
    const rows = parse(await readFile(await download.path(), 'utf8')) as string[][];
    expect(rows[0]).toEqual(['Domain', 'Price (USD)', 'Year', 'Venue', 'Channel', 'Our estimate (USD)']);
    expect(rows.length - 1).toBe(want.totalCount);
    expect(rows.slice(1, 21).map((r) => r[0])).toEqual(domains(want));
  });

  it('charts the median price per year of the filtered sales, with the same numbers as a table', async () => {
    const want = await salesApi({ extension: 'ai' });
    const page = await openPage('/domain-sales?extension=ai');
    await waitForDomains(page, domains(want));
    const figure = page.getByRole('figure').filter({ hasText: 'Median sale price by year' });
    await figure.getByRole('img', { name: 'Median sale price by year' }).waitFor();
    await figure.getByText('View the data as a table').click();
    const table = figure.getByRole('table', { name: 'Sales by year: count and median price' });
    await table.waitFor();
    const rows = await table.locator('tbody tr').allTextContents();
    expect(rows).toHaveLength(want.summary.byYear.length);
    const firstYear = want.summary.byYear[0];
    expect(rows[0]).toContain(String(firstYear?.year));
    expect(rows[0]).toContain(String(firstYear?.count));
  });

  it('is reached from the comparable sales of domain details, searching the name’s main word', async () => {
    const { domains: found } = await searchApi({ query: 'shop', extension: 'com', sortBy: 'value' });
    const domain = found.find((d) => d.keywords.includes('shop'));
    if (!domain) throw new Error('the seed has no .com name with the word "shop"');
    const keyword = domain.keywords.reduce((a, b) => (b.length > a.length ? b : a), '');
    const page = await openPage('/find-domains?query=shop&extension=com&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    const dialog = await openDetails(page, `${domain.name}.${domain.extension}`);
    await dialog.getByRole('link', { name: `See all sales with ‘${keyword}’` }).click();
    await page.waitForURL((url) => url.pathname === '/domain-sales' && url.searchParams.get('q') === keyword);
    await page.getByRole('heading', { level: 1, name: 'Domainary Domain Sales' }).waitFor();
    await waitForDomains(page, domains(await salesApi({ q: keyword })));
  });

  it('is linked from Market Trends and the footer', async () => {
    const page = await openPage('/market-trends');
    await page.getByRole('link', { name: 'Search every reported sale, beside our estimate' }).click();
    await page.waitForURL((url) => url.pathname === '/domain-sales');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Domain Sales' }).waitFor();
  });
});
