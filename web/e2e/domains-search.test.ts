import type { Domain, DomainSearchResult } from '@domainary/schema/contracts/domains.ts';
import type { Locator, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { apiJson, cardsIn, searchApi, searchFor } from './support/domains.ts';

const { openPage } = browserPages();

describe('domain search', () => {
  it('searches with filters, keeps the search in the URL, and follows the back button', async () => {
    const page = await openPage('/find-domains');
    const form = page.getByRole('search', { name: 'Domain search' });
    await form.getByLabel('Keyword').fill('  car ');
    await form.getByLabel('Extension').selectOption('com');
    await form.getByRole('button', { name: 'Advanced Filters' }).click();
    await form.getByLabel('Status').selectOption('taken');
    await form.getByLabel('Sort by').selectOption('value');
    await form.getByRole('button', { name: 'Search' }).click();

    await page.waitForURL((url) => url.search.includes('query=car'));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: 'car',
      extension: 'com',
      status: 'taken',
      sortBy: 'value',
    });
    const want = await searchApi({ query: 'car', extension: 'com', status: 'taken', sortBy: 'value' });
    const cards = cardsIn(page, /Names containing/);
    await cards.first().waitFor();
    const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toEqual(want.domains.map((d) => `${d.name}.${d.extension}`));
    expect(names.length).toBeGreaterThan(0);
    for (const badge of await cards.locator('[data-status]').allTextContents()) expect(badge).toBe('Taken');

    // A shared link opens with the same search, its filters shown.
    const shared = await openPage(`/find-domains${url.search}`);
    const sharedForm = shared.getByRole('search', { name: 'Domain search' });
    expect(await sharedForm.getByLabel('Keyword').inputValue()).toBe('car');
    expect(await sharedForm.getByLabel('Status').inputValue()).toBe('taken');
    await cardsIn(shared, /Names containing/)
      .first()
      .waitFor();

    await searchFor(page, 'zebra');
    await page.waitForURL((u) => u.search.includes('query=zebra'));
    await page.goBack();
    await page.waitForURL((u) => u.search.includes('query=car'));
    await expect.poll(() => form.getByLabel('Keyword').inputValue()).toBe('car');
    await page.goBack();
    await page.waitForURL((u) => u.search === '');
    expect(await page.getByRole('region', { name: /Names containing/ }).count()).toBe(0);
  });

  it('opens and closes the advanced filters from the same button', async () => {
    const page = await openPage('/find-domains');
    const form = page.getByRole('search', { name: 'Domain search' });
    await form.getByRole('button', { name: 'Advanced Filters' }).click();
    await form.getByLabel('Status').waitFor();
    await form.getByRole('button', { name: 'Hide Advanced Filters' }).click();
    await form.getByLabel('Status').waitFor({ state: 'detached' });
    expect(await form.getByRole('button', { name: 'Advanced Filters' }).isVisible()).toBe(true);
  });

  it('requests nothing for an empty keyword', async () => {
    const page = await openPage('/');
    const searches: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/domains') searches.push(r.url());
    });
    await searchFor(page, '   ');
    await page.getByRole('heading', { name: 'Expiring Popular Domains' }).waitFor();
    expect(searches).toEqual([]);
    expect(await page.getByRole('region', { name: /Exact matches/ }).count()).toBe(0);
  });

  it('shows each status with its badge, days left, the current bid and its primary action', async () => {
    const real = await searchApi({ query: 'car', limit: '5' });
    const base = real.domains[0] as Domain;
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const domains: Domain[] = [
      { ...base, id: 1, name: 'freecar', status: 'available' },
      { ...base, id: 2, name: 'soonexpiring', status: 'expiring', expiryDate: inDays(9) },
      { ...base, id: 3, name: 'bidcar', status: 'auction', currentBid: 4200 },
      { ...base, id: 4, name: 'heldcar', status: 'taken' },
    ];
    const page = await openPage('/blank-for-routes');
    await page.route('**/api/domains?*', (route: Route) =>
      route.fulfill({
        json: { ...real, candidates: [], domains, nextCursor: null } satisfies DomainSearchResult,
      }),
    );
    await page.goto('/find-domains?query=car');
    const card = (name: string) => page.getByRole('article', { name: `${name}.${base.extension}` });
    await card('freecar').waitFor();
    const expectCard = async (name: string, badge: string, action: string, extra?: string) => {
      expect(await card(name).locator('[data-status]').textContent()).toBe(badge);
      expect(await card(name).getByRole('button', { name: action }).count()).toBe(1);
      if (extra) await card(name).getByText(extra).waitFor();
    };
    await expectCard('freecar', 'Available', 'Acquire');
    await expectCard('soonexpiring', 'Expiring Soon', 'Acquire', '9 days left');
    await expectCard('bidcar', 'In Auction', 'Place Bid', '$4,200');
    await expectCard('heldcar', 'Taken', 'View Details');
  });

  it('offers exact-name candidates that say how their status is known', async () => {
    const page = await openPage('/find-domains?query=quokkaplanet&extension=io');
    const candidate = cardsIn(page, /Exact matches/).first();
    await candidate.waitFor();
    expect(await candidate.getAttribute('aria-label')).toBe('quokkaplanet.io');
    expect(await candidate.locator('[data-status]').textContent()).toBe('Not Checked');
    await candidate.getByText(/^Not checked \(offline\)$/).waitFor();
    await page.getByText('No domains found').waitFor();
  });

  it('shows on each card the headline value with its channel, range and chance to sell', async () => {
    const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
    const page = await openPage('/find-domains?query=car&extension=com&sortBy=value');
    const cards = cardsIn(page, /Names containing/);
    await cards.first().waitFor();
    for (const d of domains.slice(0, 3)) {
      await expectHeadline(
        page.getByRole('article', { name: `${d.name}.${d.extension}`, exact: true }).first(),
        d,
      );
    }
  });

  it('loads the next page from the cursor', async () => {
    const first = await searchApi({ query: 'an', sortBy: 'value' });
    expect(first.nextCursor).not.toBeNull();
    const page = await openPage('/find-domains?query=an&sortBy=value');
    const cards = cardsIn(page, /Names starting with/);
    await cards.first().waitFor();
    const before = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-labelledby="containing"] article').length > n,
      before,
    );
    const second = await apiJson<DomainSearchResult>(
      `/api/domains?query=an&sortBy=value&cursor=${first.nextCursor}`,
    );
    const labels = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toEqual([...first.domains, ...second.domains].map((d) => `${d.name}.${d.extension}`));
  });
});

describe('Expiring Popular Domains', () => {
  it('shows the live names expiring soonest', async () => {
    const live = await apiJson<Domain[]>('/api/domains/expiring?limit=4');
    const page = await openPage('/');
    const strip = page.getByRole('region', { name: 'Expiring Popular Domains' });
    await strip.getByRole('article').first().waitFor();
    const labels = await strip
      .getByRole('article')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels.slice(0, live.length)).toEqual(live.map((d) => `${d.name}.${d.extension}`));
    expect(labels).toHaveLength(4);
    // Each live card shows the one headline: the value in its channel, the range and the chance to sell.
    for (const d of live)
      await expectHeadline(strip.getByRole('article', { name: `${d.name}.${d.extension}` }), d);
  });

  it('fills up to four with labelled samples when the request fails or returns fewer', async () => {
    const live = await apiJson<Domain[]>('/api/domains/expiring?limit=4');
    for (const [answer, liveCount] of [
      [(route: Route) => route.fulfill({ status: 500, body: 'down' }), 0],
      [(route: Route) => route.fulfill({ json: live.slice(0, 1) }), 1],
    ] as const) {
      const page = await openPage('/blank-for-routes');
      await page.route('**/api/domains/expiring?*', answer);
      await page.goto('/');
      const strip = page.getByRole('region', { name: 'Expiring Popular Domains' });
      await strip.getByRole('article').first().waitFor();
      expect(await strip.getByRole('article').count()).toBe(4);
      const samples = strip.locator('article[data-sample="true"]');
      expect(await samples.count()).toBe(4 - liveCount);
      for (const text of await samples.allTextContents()) {
        expect(text).toContain('Sample');
        expect(text).toMatch(/\.com/);
        const value = Number(/Sample value \$([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
        expect(value).toBeGreaterThanOrEqual(2000);
        expect(value).toBeLessThanOrEqual(7000);
        expect(text.includes('Premium')).toBe(value > 5000);
      }
      if (liveCount === 0) await strip.getByText('No expiring domains available right now.').waitFor();
    }
  });
});

describe('bad keywords', () => {
  it('says what is wrong with a keyword the API refuses', async () => {
    const page = await openPage('/blank-for-routes');
    const refusal = { error: { code: 'invalid_query', message: 'query: keyword is too long', issues: [] } };
    await page.route('**/api/domains?*', (route: Route) => route.fulfill({ status: 400, json: refusal }));
    await page.goto('/find-domains?query=car');
    const alert = page.getByRole('alert').filter({ hasText: 'Search failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('query: keyword is too long');
  });

  it('searches what people type: a phrase, a pasted address, an accent', async () => {
    const typedAndFirst: [string, string][] = [
      ['coffee shop', 'coffeeshop.com'],
      ['https://www.Example.com/path', 'example.com'],
      ['mail@brightpath.io', 'brightpath.io'],
      ['münchen reisen', 'münchenreisen.com'],
    ];
    for (const [typed, first] of typedAndFirst) {
      const page = await openPage(`/find-domains?${new URLSearchParams({ query: typed })}`);
      const cards = cardsIn(page, /Exact matches/);
      await cards.first().waitFor();
      expect(await cards.first().getAttribute('aria-label')).toBe(first);
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });
});

describe('short pages', () => {
  it('keeps reading on its own when a narrow filter leaves the first page empty', async () => {
    const real = await searchApi({ query: 'car', sortBy: 'value' });
    const page = await openPage('/blank-for-routes');
    const asked: string[] = [];
    await page.route('**/api/domains?*', (route: Route) => {
      const url = new URL(route.request().url());
      asked.push(url.searchParams.get('cursor') ?? 'first');
      // The first page ran out of scan budget before finding anything; the next one has results.
      return url.searchParams.has('cursor')
        ? route.fulfill({ json: { ...real, candidates: [], nextCursor: null } })
        : route.fulfill({ json: { ...real, domains: [], nextCursor: 'v0_123' } });
    });
    await page.goto('/find-domains?query=car&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    expect(asked).toEqual(['first', 'v0_123']);
    expect(await cardsIn(page, /Names containing/).count()).toBe(real.domains.length);
  });
});

const whole = new Intl.NumberFormat('en-US');
const channelNames = {
  marketplace: 'Marketplace value',
  auction: 'Auction value',
  brokerage: 'Brokered value',
};

/** A card's headline as the API gives it: the channel's label, the value and range, or why none; the chance to sell. */
async function expectHeadline(card: Locator, d: Domain): Promise<void> {
  const headline = card.locator(`[data-headline="${d.headlineChannel}"]`);
  await headline.waitFor();
  expect(await headline.textContent()).toContain(channelNames[d.headlineChannel]);
  if (d.estimatedValue === null) {
    expect(await headline.locator('[data-headline-value]').textContent()).toBe('No value given');
    expect(await headline.locator('[data-no-value-reason]').textContent()).not.toBe('');
    return;
  }
  expect(await headline.locator('[data-headline-value]').textContent()).toBe(
    `$${whole.format(d.estimatedValue)}`,
  );
  expect(await headline.locator('[data-headline-range]').textContent()).toBe(
    `80% range $${whole.format(d.estimatedValueMin as number)} - $${whole.format(d.estimatedValueMax as number)}`,
  );
  expect(await headline.locator('[data-sale-chance]').textContent()).toMatch(
    /^Est\. chance to sell in a year: /,
  );
}
