import type { Domain, ValueHistoryPoint } from '@domainary/schema/contracts/domains.ts';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { apiJson, cardsIn, openDetails, searchApi } from './support/domains.ts';
import { holdRequests } from './support/held-requests.ts';

const { openPage } = browserPages();

/** A listed name with a value history to draw: the most valuable .com containing "car". */
async function listedDomain(): Promise<Domain> {
  const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
  const domain = domains[0];
  if (!domain) throw new Error('the seed has no .com name containing "car"');
  return domain;
}

async function openListed(page: Page, domain: Domain) {
  const fqdn = `${domain.name}.${domain.extension}`;
  await cardsIn(page, /Names containing/)
    .first()
    .waitFor();
  return openDetails(page, fqdn);
}

describe('Domain Details dialog', () => {
  it('shows every section, the overall rating and a timeline revealed point by point', async () => {
    const domain = await listedDomain();
    const history = await apiJson<ValueHistoryPoint[]>(`/api/domains/${domain.id}/value-history`);
    const page = await openPage('/find-domains?query=car&extension=com&sortBy=value');
    const dialog = await openListed(page, domain);
    for (const name of [
      'Domain Analysis',
      'Domain History',
      'Market Analysis',
      'Domain Value Timeline',
      'Estimated Value',
    ]) {
      await dialog.getByRole('heading', { name, exact: true }).waitFor();
    }
    // The value says which market it is for, with its range, the chance to sell and the auction value beside it.
    const headline = dialog.locator(`[data-headline="${domain.headlineChannel}"]`);
    // A name with its own reported sale is headlined in the channel it sold through.
    const headlineLabels = {
      auction: 'Auction value',
      marketplace: 'Marketplace value',
      brokerage: 'Brokered value',
    } as const;
    expect(await headline.textContent()).toContain(headlineLabels[domain.headlineChannel]);
    expect(await headline.locator('[data-headline-value]').textContent()).toBe(
      `$${new Intl.NumberFormat('en-US').format(domain.estimatedValue as number)}`,
    );
    expect(await headline.locator('[data-headline-range]').textContent()).toContain('80% range');
    expect(await headline.locator('[data-sale-chance]').textContent()).toMatch(
      /^Est\. chance to sell in a year: /,
    );
    // One brand figure: the dialog shows it once.
    expect(await dialog.getByText(/^Brand(ability| score)?$/).count()).toBe(1);
    const auction = await dialog.getByTestId('auction-value').textContent();
    expect(auction).toContain('Auction value');
    const auctionValue = domain.analysis.auctionValue.value;
    expect(auction).toContain(
      auctionValue === null
        ? 'Rarely sold at auction'
        : `$${new Intl.NumberFormat('en-US').format(auctionValue)}`,
    );

    // The reveal: sample how many points are drawn while the 1.5 s animation runs.
    const chart = dialog.locator('[data-points-shown]').first();
    await chart.waitFor();
    const seen = new Set(
      await chart.evaluate(
        (element, total) =>
          new Promise<number[]>((resolve) => {
            const values: number[] = [];
            const started = performance.now();
            const sample = () => {
              const shown = Number(element.getAttribute('data-points-shown'));
              values.push(shown);
              if (shown === total || performance.now() - started > 5000) resolve(values);
              else requestAnimationFrame(sample);
            };
            sample();
          }),
        history.length,
      ),
    );
    expect(seen.has(history.length)).toBe(true);
    expect([...seen].some((n) => n > 0 && n < history.length)).toBe(true);
    expect(await chart.locator('circle[data-point="Value"]').count()).toBe(history.length);

    const values = history.map((p) => p.estimatedValue);
    const [lo, hi] = ((await chart.getAttribute('data-y-domain')) ?? '').split(',').map(Number);
    expect(lo).toBeCloseTo(Math.min(...values) * 0.8, 6);
    expect(hi).toBeCloseTo(Math.max(...values) * 1.2, 6);
    expect(await dialog.locator('[data-y-domain]').nth(1).getAttribute('data-y-domain')).toBe('0,100');

    const mean =
      (domain.seoScore + domain.brandScore + domain.analysis.marketValue + domain.analysis.trafficPotential) /
      4;
    const label = mean >= 75 ? 'High' : mean >= 60 ? 'Medium' : 'Low';
    expect(await dialog.locator('[data-rating]').textContent()).toBe(label);
    for (const bar of await dialog.locator('progress[data-tone]').all()) {
      const score = Number(await bar.getAttribute('value'));
      const tone = score >= 80 ? 'success' : score >= 60 ? 'warning' : 'error';
      expect(await bar.getAttribute('data-tone')).toBe(tone);
    }

    const check = dialog.getByRole('link', { name: /Check Availability/ });
    expect(await check.getAttribute('href')).toContain(
      encodeURIComponent(`${domain.name}.${domain.extension}`),
    );
    expect(await check.getAttribute('target')).toBe('_blank');
  });

  it('falls back to one placeholder point when the value history cannot be fetched', async () => {
    const domain = await listedDomain();
    const page = await openPage('/blank-for-routes');
    await page.route('**/api/domains/*/value-history', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.goto('/find-domains?query=car&extension=com&sortBy=value');
    const dialog = await openListed(page, domain);
    await dialog.getByText('The value history could not be loaded.').waitFor();
    const chart = dialog.locator('[data-points-shown="1"]').first();
    await chart.waitFor();
    expect(await chart.getAttribute('data-y-domain')).toBe('800,1200');
  });

  it('draws one point from the domain itself when it has no value history yet', async () => {
    const domain = await listedDomain();
    const page = await openPage('/blank-for-routes');
    await page.route('**/api/domains/*/value-history', (route) => route.fulfill({ json: [] }));
    await page.goto('/find-domains?query=car&extension=com&sortBy=value');
    const dialog = await openListed(page, domain);
    await dialog.locator('[data-points-shown="1"]').first().waitFor();
    expect(await dialog.getByText('The value history could not be loaded.').count()).toBe(0);
  });
});

describe('Acquire flow', () => {
  it('confirms, processes, opens the registrar in a new tab, records the conversion and closes the dialogs', async () => {
    const domain = await listedDomain();
    const fqdn = `${domain.name}.${domain.extension}`;
    const page = await openPage('/find-domains?query=car&extension=com&sortBy=value');
    const context = page.context();
    await context.route(/godaddy\.com|afternic\.com|anrdoezrs\.net/, (route) =>
      route.fulfill({ body: 'registrar' }),
    );
    const conversions: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/conversions') conversions.push(r);
    });
    const dialog = await openListed(page, domain);
    await dialog.getByRole('button', { name: 'Acquire Domain' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await confirm.getByText(fqdn).first().waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      confirm.getByRole('button', { name: /Continue to/ }).click(),
    ]);
    await tab.waitForURL((url) => url.href.includes(encodeURIComponent(fqdn)));
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(conversions).toHaveLength(1);
    // The page says only which name and which order: the worker prices it and sets its status.
    const sent = JSON.parse(conversions[0]?.postData() ?? '{}');
    expect(Object.keys(sent).sort()).toEqual(['domain', 'orderId']);
    expect(sent.domain).toBe(fqdn);
    expect((await conversions[0]?.response())?.status()).toBe(201);
    expect(await page.locator('[data-testid="conversion-tag-frame"]').count()).toBe(1);
  });

  it('shows that it is processing while the order is recorded', async () => {
    const domain = await listedDomain();
    const page = await openPage('/find-domains?query=car&extension=com&sortBy=value');
    await page
      .context()
      .route(/godaddy\.com|afternic\.com|anrdoezrs\.net/, (route) => route.fulfill({ body: 'registrar' }));
    const release = await holdRequests(page, '**/api/conversions');
    const dialog = await openListed(page, domain);
    await dialog.getByRole('button', { name: 'Acquire Domain' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await confirm.getByRole('button', { name: /Continue to/ }).click();
    await confirm.getByText(/Processing… opening .* for /).waitFor();
    release();
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
  });

  it('shows the redirect-failure toast when no tab can be opened', async () => {
    const domain = await listedDomain();
    const page = await openPage('/blank-for-routes');
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/find-domains?query=car&extension=com&sortBy=value');
    const dialog = await openListed(page, domain);
    await dialog.getByRole('button', { name: 'Acquire Domain' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm Acquisition' })
      .getByRole('button', { name: /Continue to/ })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'Failed to redirect to domain registrar' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Error');
  });
});
