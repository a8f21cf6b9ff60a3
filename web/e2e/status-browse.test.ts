import type { ListedDomainsResult } from '@domainary/schema/contracts/listed-domains.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { apiJson } from './support/domains.ts';

const { openPage } = browserPages();

const listedApi = (params: Record<string, string>) =>
  apiJson<ListedDomainsResult>(`/api/domains/listed?${new URLSearchParams(params)}`);

const fqdns = (result: ListedDomainsResult) => result.domains.map((d) => `${d.name}.${d.extension}`);

/** The cards of the browse's results, by their names. */
function browseCards(page: Page, heading: RegExp) {
  return page.getByRole('region', { name: heading }).getByRole('article');
}

const namesOf = (page: Page, heading: RegExp) =>
  browseCards(page, heading).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

describe('browsing by status without a keyword', () => {
  it('lists auction names by value, pages on, sorts ending soonest, and keeps it all in the URL', async () => {
    const page = await openPage('/find-domains');
    const form = page.getByRole('search', { name: 'Domain search' });
    await form.getByRole('button', { name: 'Advanced Filters' }).click();
    await form.getByLabel('Status').selectOption('auction');
    await page.waitForURL((url) => url.searchParams.get('status') === 'auction');
    expect(await form.getByLabel('Keyword').inputValue()).toBe('');

    const heading = /Names in auction, highest estimated value first/;
    const first = await listedApi({ status: 'auction' });
    expect(first.domains.length).toBe(20);
    expect(first.nextCursor).not.toBeNull();
    await browseCards(page, heading).first().waitFor();
    expect(await namesOf(page, heading)).toEqual(fqdns(first));
    for (const badge of await browseCards(page, heading).locator('[data-status]').allTextContents())
      expect(badge).toBe('In Auction');
    // Every card still says its listing is generated.
    expect(await browseCards(page, heading).locator('[data-sample-data]').count()).toBe(20);

    await page.getByRole('button', { name: 'Load more' }).click();
    const second = await listedApi({ status: 'auction', cursor: first.nextCursor as string });
    await expect.poll(() => namesOf(page, heading)).toEqual([...fqdns(first), ...fqdns(second)]);

    const sort = form.getByLabel('Sort by');
    expect(await sort.locator('option').allTextContents()).toEqual(['Value', 'Ending soonest']);
    await sort.selectOption('ending');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'ending');
    const ending = await listedApi({ status: 'auction', sortBy: 'ending' });
    const endingHeading = /Names in auction, ending soonest/;
    await expect.poll(() => namesOf(page, endingHeading)).toEqual(fqdns(ending));
    // The sample's auctions have sample end days: ending soonest is its own order, and each card says when.
    const ends = ending.domains.map((d) => d.auctionEndsOn ?? '');
    expect(ends.every((day) => day !== '')).toBe(true);
    expect(ends).toEqual([...ends].sort());
    expect(fqdns(ending)).not.toEqual(fqdns(first));
    const endText = await browseCards(page, endingHeading).first().getByTestId('auction-end').textContent();
    expect(endText).toMatch(/^Ends (today|tomorrow|in \d+ days) \(.+\) · sample end date$/);

    // The same address in another tab shows the same browse.
    const shared = await openPage(`/find-domains${new URL(page.url()).search}`);
    await browseCards(shared, endingHeading).first().waitFor();
    expect(await namesOf(shared, endingHeading)).toEqual(fqdns(ending));
    expect(await shared.getByLabel('Sort by').inputValue()).toBe('ending');
  });

  it('applies the filters to a browse', async () => {
    const page = await openPage('/find-domains?status=expiring&sortBy=ending&extension=com&maxLength=10');
    const want = await listedApi({ status: 'expiring', sortBy: 'ending', extension: 'com', maxLength: '10' });
    expect(want.domains.length).toBeGreaterThan(0);
    const heading = /Expiring names, ending soonest/;
    await browseCards(page, heading).first().waitFor();
    const names = await namesOf(page, heading);
    expect(names).toEqual(fqdns(want));
    for (const name of names)
      expect(name?.endsWith('.com') && (name.split('.')[0]?.length ?? 99) <= 10).toBe(true);
  });

  it.each([
    ['See all auctions', { status: 'auction', sortBy: 'value' }, /Names in auction/],
    ['See all expiring names', { status: 'expiring', sortBy: 'ending' }, /Expiring names, ending soonest/],
  ])('links "%s" from the home strip', async (link, params, heading) => {
    const page = await openPage('/');
    await page
      .getByRole('navigation', { name: 'Browse by status' })
      .getByRole('link', { name: link })
      .click();
    await page.waitForURL((url) => url.pathname === '/find-domains');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(params);
    await browseCards(page, heading).first().waitFor();
    expect(await namesOf(page, heading)).toEqual(fqdns(await listedApi(params)));
  });

  it('shows the defaults and a short notice for a link with an unknown status or filter', async () => {
    const page = await openPage('/find-domains?status=sold&priceRange=cheap');
    const notice = page.locator('[data-search-url-notice]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('status “sold” is not one we offer: showing all statuses');
    expect(await notice.textContent()).toContain(
      'price range “cheap” is not one we offer: showing any price',
    );
    const form = page.getByRole('search', { name: 'Domain search' });
    await form.getByRole('button', { name: 'Advanced Filters' }).click();
    expect(await form.getByLabel('Status').inputValue()).toBe('all');
    expect(await form.getByLabel('Price range').inputValue()).toBe('all');
    await page.getByRole('heading', { name: 'Expiring Popular Domains' }).waitFor();

    const premium = await openPage('/find-domains?status=premium&sortBy=ending');
    await premium.getByText('Premium names have no end date: sorted by value.').waitFor();
    const heading = /Premium names, highest estimated value first/;
    await browseCards(premium, heading).first().waitFor();
    expect(await namesOf(premium, heading)).toEqual(fqdns(await listedApi({ status: 'premium' })));
  });
});
