import type { Domain } from '@domainary/schema/contracts/domains.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { cardsIn, openDetails, searchApi } from './support/domains.ts';

const { openPage } = browserPages();

/** A stored .com name of the status, found as a visitor would: a search with the status filter. */
async function storedWith(status: string): Promise<Domain> {
  for (const query of ['car', 'an', 'e', 'a', 'o']) {
    const { domains } = await searchApi({ query, status, extension: 'com', sortBy: 'value' });
    if (domains[0]) return domains[0];
  }
  throw new Error(`the seed has no ${status} .com name`);
}

async function openStored(page: Page, domain: Domain) {
  const fqdn = `${domain.name}.${domain.extension}`;
  await page.goto(`/find-domains?query=${domain.name}&extension=com`);
  await page.getByRole('article', { name: fqdn, exact: true }).first().waitFor();
  return openDetails(page, fqdn);
}

/** Opens the acquire confirmation from the details dialog. */
async function confirmationFor(page: Page, domain: Domain) {
  const details = await openStored(page, domain);
  await details.getByRole('button', { name: 'Acquire Domain' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
  await confirm.waitFor();
  return confirm;
}

describe('figures that say what they are', () => {
  it('bakery.com offline: the registration price is never given as its cost', async () => {
    const page = await openPage('/find-domains?query=bakery&extension=com');
    await cardsIn(page, /Exact matches/)
      .first()
      .waitFor();
    const details = await openDetails(page, 'bakery.com');
    const market = details.getByRole('region', { name: 'Market Analysis' });
    const registration = market
      .locator('dt', { hasText: /^Registration$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await registration.textContent()).toMatch(/^from \$11\/yr if available/);
    await details.getByRole('button', { name: 'Acquire Domain' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await confirm.waitFor();
    const text = (await confirm.textContent()) ?? '';
    expect(text).not.toContain('Expected cost');
    expect(text).toContain('If it is available, registration costs from $11/yr');
  });

  it('names the search figure an estimate, with a tooltip saying how it is derived', async () => {
    const page = await openPage('/find-domains?query=bakery&extension=com');
    const details = await openDetails(page, 'bakery.com');
    const analysis = details.getByRole('region', { name: 'Domain Analysis' });
    await analysis.getByText('Est. search interest').waitFor();
    expect(await analysis.getByText('Monthly searches').count()).toBe(0);
    const help = analysis.getByRole('button', { name: 'How est. search interest is derived' });
    await help.hover();
    const tip = page.getByRole('tooltip');
    await tip.waitFor();
    expect(await tip.textContent()).toContain('Not measured searches');
    // Nobody measured links to a name Domainary does not list: Unknown, never 0.
    const backlinks = analysis
      .locator('dt', { hasText: /^Backlinks$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await backlinks.textContent()).toMatch(/^Unknown/);
  });
});

describe('link counts of the seeded listings', () => {
  it('a seeded name never used as a site shows its links as Unknown, not a sample 0', async () => {
    const { domains } = await searchApi({ query: 'car', extension: 'com', sortBy: 'value' });
    const unused = domains.find((d) => d.recordSource?.kind === 'sample' && d.metrics.backlinks === null);
    if (!unused) throw new Error('no seeded .com name containing "car" answers unmeasured links');
    const page = await openPage('/blank-for-routes');
    const details = await openStored(page, unused);
    const analysis = details.getByRole('region', { name: 'Domain Analysis' });
    for (const figure of ['Backlinks', 'Referring domains']) {
      const value = analysis
        .locator('dt', { hasText: new RegExp(`^${figure}$`) })
        .locator('xpath=following-sibling::dd[1]');
      expect(await value.textContent()).toMatch(/^Unknown/);
    }
  });
});

describe('the acquire flow names the honest path', () => {
  it('an expiring name: a backorder at the registrar, no registration fee as its cost', async () => {
    const domain = await storedWith('expiring');
    const page = await openPage('/blank-for-routes');
    const confirm = await confirmationFor(page, domain);
    expect(await confirm.locator('[data-acquire-path]').getAttribute('data-acquire-path')).toBe('backorder');
    expect(await confirm.textContent()).not.toContain('Expected cost');
    await confirm.getByRole('button', { name: /Continue to GoDaddy to backorder it/ }).waitFor();
  });

  it('an auction: the bid at the marketplace, with the current bid', async () => {
    const domain = await storedWith('auction');
    const page = await openPage('/blank-for-routes');
    const confirm = await confirmationFor(page, domain);
    expect(await confirm.locator('[data-acquire-path]').getAttribute('data-acquire-path')).toBe('bid');
    if (domain.currentBid !== null)
      expect(await confirm.textContent()).toContain(
        `Current bid: $${new Intl.NumberFormat('en-US').format(domain.currentBid)}`,
      );
    await confirm.getByRole('button', { name: /Continue to Afternic to bid/ }).waitFor();
  });

  it('a taken name: an offer through the marketplace, which opens in a new tab', async () => {
    const domain = await storedWith('taken');
    const fqdn = `${domain.name}.${domain.extension}`;
    const page = await openPage('/blank-for-routes');
    const context = page.context();
    await context.route(/afternic\.com|godaddy\.com|anrdoezrs\.net/, (route) =>
      route.fulfill({ body: 'marketplace' }),
    );
    const confirm = await confirmationFor(page, domain);
    expect(await confirm.locator('[data-acquire-path]').getAttribute('data-acquire-path')).toBe('make-offer');
    const text = (await confirm.textContent()) ?? '';
    expect(text).toContain('make an offer');
    expect(text).not.toMatch(/\$\d/);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      confirm.getByRole('button', { name: /Continue to Afternic to make an offer/ }).click(),
    ]);
    await tab.waitForURL((url) => url.hostname.endsWith('afternic.com') && url.href.includes(fqdn));
  });
});
