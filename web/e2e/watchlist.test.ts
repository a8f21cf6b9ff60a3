import type { Domain } from '@domainary/schema/contracts/domains.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserPages } from './support/browser.ts';
import { cardsIn, openDetails, searchApi } from './support/domains.ts';
import { GENERATOR_PATH, generatorScreen } from './support/generator.ts';

const { openPage } = browserPages();

/** A listed name with an expiry date, so its watchlist entry counts down. */
async function expiringDomain(): Promise<Domain> {
  const { domains } = await searchApi({ query: 'car', extension: 'com', status: 'taken', sortBy: 'value' });
  const domain = domains.find((d) => d.expiryDate);
  if (!domain) throw new Error('the seed has no taken .com name containing "car" with an expiry date');
  return domain;
}

/**
 * Watches 500 listed names other than `except` for the visitor of `cookie`, through the API:
 * each add from its own address, as the visitor-write limit would stop one address at 60.
 */
async function fillWatchlist(cookie: string, except: number): Promise<void> {
  let added = 0;
  for (let from = 1; added < 500; from += 50) {
    if (from > 20_000) throw new Error(`only ${added} listed names found to watch`);
    const ids = Array.from({ length: 50 }, (_, i) => from + i).filter((id) => id !== except);
    const statuses = await Promise.all(
      ids.map(async (domainId) => {
        const res = await fetch(`${baseUrl}/api/watchlist`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Cookie: cookie,
            'CF-Connecting-IP': newClientAddress(),
          },
          body: JSON.stringify({ domainId }),
        });
        await res.body?.cancel();
        return res.status;
      }),
    );
    added += statuses.filter((s) => s === 201).length;
    expect(statuses.every((s) => s === 201 || s === 404 || s === 409)).toBe(true);
  }
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

  it('adds a name from its details, counts down to its expiry, and removes it, each with its toast', async () => {
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
    const days = Math.ceil((Date.parse(`${domain.expiryDate}T00:00:00Z`) - Date.now()) / 86_400_000);
    const count = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
    const said =
      days < 0 ? `Expired ${count(-days)} ago` : days === 0 ? 'Expires today' : `Expires in ${count(days)}`;
    expect(await entry.getByTestId('countdown').textContent()).toMatch(
      new RegExp(`^${said} \\(\\w{3} \\d{1,2}, \\d{4}\\)$`),
    );
    // Offline, the drop radar asks no registry: the entry says so and shows no stage as fact.
    expect(await entry.getByTestId('stage').textContent()).toBe('Not checked (offline)');
    // The calendar is a subscription at a private webcal: address, and feed readers find the Atom feed in the head.
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar' });
    const calendarUrl = (await subscribe.getAttribute('href')) ?? '';
    expect(calendarUrl).toMatch(/^webcal:\/\/.+\/api\/feeds\/[A-Za-z0-9_-]{43}\/watchlist\.ics$/);
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await alternate.waitFor({ state: 'attached' });
    const atomUrl = (await alternate.getAttribute('href')) ?? '';
    expect(await page.getByRole('link', { name: 'Atom feed of stage changes' }).getAttribute('href')).toBe(
      atomUrl,
    );
    const calendarPath = new URL(calendarUrl.replace(/^webcal:/, 'http:')).pathname;
    const ics = await page.evaluate(async (path) => (await fetch(path)).text(), calendarPath);
    expect(ics).toContain(`SUMMARY:${fqdn} expires`);
    const atom = await fetch(`${baseUrl}${new URL(atomUrl).pathname}`);
    expect(atom.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect(atom.headers.get('Referrer-Policy')).toBe('no-referrer');

    // Making new links revokes the old ones.
    await page.getByRole('button', { name: 'Make new links' }).click();
    await page.getByRole('status').filter({ hasText: 'New feed links made' }).waitFor();
    await page.waitForFunction(
      (old) =>
        document
          .querySelector('head link[rel="alternate"][type="application/atom+xml"]')
          ?.getAttribute('href') !== old,
      atomUrl,
    );
    expect((await fetch(`${baseUrl}${new URL(atomUrl).pathname}`)).status).toBe(404);

    await entry.getByRole('button', { name: `Remove ${fqdn} from watchlist` }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Removed from Watchlist' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Domain has been removed from your watchlist.');
    await page.getByRole('link', { name: 'Browse Domains' }).waitFor();
  });

  it('watches a generated name and an exact match, shows them as watched, and lists them on /watchlist', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('lantern');
    await g.generate.click();
    await g.resultsTitle.waitFor();
    const card = g.cards.first();
    const generated = (await card.getAttribute('aria-label')) ?? '';
    expect(generated).toMatch(/\.com$/);
    await card.getByRole('button', { name: `Watch: ${generated}` }).click();
    await page.getByRole('status').filter({ hasText: 'Added to Watchlist' }).waitFor();
    // Watched: the card says so and offers Remove instead of Watch.
    await card.getByText('On your watchlist').waitFor();
    await card.getByRole('button', { name: `Remove ${generated} from watchlist` }).waitFor();
    expect(await card.getByRole('button', { name: `Watch: ${generated}` }).count()).toBe(0);

    // An exact match nobody lists: the search offers it with its own Watch control.
    await page.goto('/find-domains?query=zqxlantern&extension=com');
    const exact = cardsIn(page, /Exact matches/).first();
    await exact.waitFor();
    await exact.getByRole('button', { name: 'Watch: zqxlantern.com' }).click();
    await exact.getByText('On your watchlist').waitFor();

    await page.goto('/watchlist');
    await page.getByRole('article', { name: generated, exact: true }).waitFor();
    const unlisted = page.getByRole('article', { name: 'zqxlantern.com' });
    await unlisted.waitFor();
    await unlisted.getByRole('button', { name: 'Remove zqxlantern.com from watchlist' }).click();
    await page.getByRole('status').filter({ hasText: 'Removed from Watchlist' }).waitFor();
    await unlisted.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: generated, exact: true }).waitFor();
  });

  it('keeps each visitor’s watchlist to themselves', async () => {
    const domain = await expiringDomain();
    const fqdn = `${domain.name}.${domain.extension}`;
    const mine = await openPage('/watchlist');
    // Once the empty list has loaded its cookie is set, so the add below is this visitor's.
    await mine.getByRole('link', { name: 'Browse Domains' }).waitFor();
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
    await page.getByRole('link', { name: 'Browse Domains' }).waitFor();
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

  // 500 adds through wrangler dev take about 20 s on a busy two-core machine.
  it('says so when the watchlist is full, and keeps it at 500', { timeout: 120_000 }, async () => {
    const target = await expiringDomain();
    const fqdn = `${target.name}.${target.extension}`;
    const page = await openPage('/watchlist');
    // The empty list has loaded, so its request has set the visitor cookie.
    await page.getByRole('link', { name: 'Browse Domains' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'domainary_visitor');
    if (!cookie) throw new Error('the watchlist page issued no visitor cookie');
    await fillWatchlist(`${cookie.name}=${cookie.value}`, target.id);

    await page.goto('/find-domains?query=car&extension=com&status=taken&sortBy=value');
    await cardsIn(page, /Names containing/)
      .first()
      .waitFor();
    const dialog = await openDetails(page, fqdn);
    await dialog.getByRole('button', { name: 'Add to Watchlist' }).click();
    const toast = page.getByRole('alert').filter({
      hasText: 'Your watchlist is full: it holds at most 500 domains. Remove one to add another.',
    });
    await toast.waitFor();
    const entries = await page.evaluate(async () => (await (await fetch('/api/watchlist')).json()).length);
    expect(entries).toBe(500);
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
