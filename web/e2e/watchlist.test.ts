import { describe, expect, it } from 'vitest';
import type { Domain } from '../../schema/src/contracts/domains.ts';
import { browserPages } from './support/browser.ts';
import { cardsIn, openDetails, searchApi } from './support/domains.ts';

const { openPage } = browserPages();

/** A listed name with an expiry date, so its watchlist entry counts down. */
async function expiringDomain(): Promise<Domain> {
  const { domains } = await searchApi({ query: 'car', extension: 'com', status: 'taken', sortBy: 'value' });
  const domain = domains.find((d) => d.expiryDate);
  if (!domain) throw new Error('the seed has no taken .com name containing "car" with an expiry date');
  return domain;
}

describe('/watchlist', () => {
  it('starts empty with a Browse Domains link home', async () => {
    const page = await openPage('/watchlist');
    await page.getByRole('heading', { name: 'Domainary Watchlist' }).waitFor();
    await page.waitForFunction(() => document.title === 'Domainary Watchlist');
    const browse = page.getByRole('link', { name: 'Browse Domains' });
    await browse.waitFor();
    await browse.click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('adds a name from its details, counts down to its expiry, and removes it with the SPEC toasts', async () => {
    const domain = await expiringDomain();
    const fqdn = `${domain.name}.${domain.extension}`;
    const page = await openPage('/find-domains?query=car&extension=com&status=taken&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    const dialog = await openDetails(page, fqdn);
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    await page.getByRole('status').filter({ hasText: 'Added to Watchlist' }).waitFor();

    await page.goto('/watchlist');
    const entry = page.getByRole('article', { name: fqdn });
    await entry.waitFor();
    const days = Math.max(
      0,
      Math.ceil((Date.parse(`${domain.expiryDate}T00:00:00Z`) - Date.now()) / 86_400_000),
    );
    expect(await entry.getByTestId('countdown').textContent()).toBe(
      days === 0 ? 'Expires today' : `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
    );
    const feed = page.getByRole('link', { name: 'Add expiry dates to your calendar' });
    expect(await feed.getAttribute('href')).toBe('/api/watchlist/calendar.ics');
    const ics = await page.evaluate(async () => (await fetch('/api/watchlist/calendar.ics')).text());
    expect(ics).toContain(`SUMMARY:${fqdn} expires`);

    await entry.getByRole('button', { name: `Remove ${fqdn} from watchlist` }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Removed from Watchlist' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Domain has been removed from your watchlist.');
    await page.getByRole('link', { name: 'Browse Domains' }).waitFor();
  });

  it('keeps each visitor’s watchlist to themselves', async () => {
    const domain = await expiringDomain();
    const fqdn = `${domain.name}.${domain.extension}`;
    const mine = await openPage('/watchlist');
    await mine.evaluate(
      (id) =>
        fetch('/api/watchlist', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ domainId: id, userId: 1 }),
        }),
      domain.id,
    );
    await mine.reload();
    await mine.getByRole('article', { name: fqdn }).waitFor();
    const theirs = await openPage('/watchlist');
    await theirs.getByRole('link', { name: 'Browse Domains' }).waitFor();
  });

  it('says so when removal fails, and keeps the entry', async () => {
    const domain = await expiringDomain();
    const fqdn = `${domain.name}.${domain.extension}`;
    const page = await openPage('/watchlist');
    await page.evaluate(
      (id) =>
        fetch('/api/watchlist', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ domainId: id }),
        }),
      domain.id,
    );
    await page.route('**/api/watchlist?*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await page.reload();
    await page.getByRole('button', { name: `Remove ${fqdn} from watchlist` }).click();
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Failed to remove domain from watchlist. Please try again.' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Error');
    await page.getByRole('article', { name: fqdn }).waitFor();
  });

  it('shows the load-failure message', async () => {
    const page = await openPage('/blank-for-routes');
    await page.route('**/api/watchlist?*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/watchlist');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load watchlist' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Please try again later.');
  });
});
