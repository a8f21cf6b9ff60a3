import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { cardsIn, openDetails } from './support/domains.ts';
import { FAKE_REGISTRAR } from './support/fake-registry.ts';
import { holdRequests } from './support/held-requests.ts';
import { serverReady, serverStartMs } from './support/server-ready.ts';

const { openPage } = browserPages();

/**
 * A server of its own, started by the global setup, checks availability live
 * (AVAILABILITY_PROVIDER=rdap) against a fake registry and resolver on 127.0.0.1; the shared
 * server stays offline for the other tests.
 */
const live = inject('liveServer');

beforeAll(() => serverReady(live), serverStartMs + 10_000);

async function search(query: string): Promise<{ page: Page; release: () => void }> {
  // Held, so the test sees what the card shows before the registry answers.
  const page = await openPage('/', { baseURL: live.baseUrl });
  const release = await holdRequests(page, '**/api/availability');
  await page.goto(`/find-domains?query=${query}&extension=com`);
  return { page, release };
}

describe('live availability (RDAP confirmed by DNS)', () => {
  it('shows "Checking…", then a taken name with its source and time, and its registry record in the details', async () => {
    const { page, release } = await search('takenquokka');
    const card = cardsIn(page, /Exact matches/).first();
    await card.getByText('Checking…').waitFor();
    release();
    await card.getByText(/^Registered · registry \(RDAP\), checked \d{2}:\d{2}$/).waitFor();
    expect(await card.locator('[data-status]').textContent()).toBe('Taken');

    const releaseDetails = await holdRequests(page, '**/api/availability');
    const dialog = await openDetails(page, 'takenquokka.com');
    await dialog.getByText('Checking the registry…').waitFor();
    releaseDetails();
    const history = dialog.getByRole('region', { name: 'Domain History' });
    await history.getByText(FAKE_REGISTRAR).waitFor();
    expect(await history.getByText('Sep 15, 1997').count()).toBe(1);
    expect(await history.getByText('Sep 14, 2028').count()).toBe(1);
    await history.getByText(/^From the registry's RDAP record, checked \d{2}:\d{2}$/).waitFor();
  });

  it('calls a name available only once DNS confirms it, and shows no registry history for it', async () => {
    const { page, release } = await search('freequokka');
    const card = cardsIn(page, /Exact matches/).first();
    await card.getByText('Checking…').waitFor();
    release();
    await card.getByText(/^Available · registry \(RDAP\), confirmed by DNS, checked \d{2}:\d{2}$/).waitFor();
    expect(await card.locator('[data-status]').textContent()).toBe('Available');
    const dialog = await openDetails(page, 'freequokka.com');
    const history = dialog.getByRole('region', { name: 'Domain History' });
    await history.getByText('No registry history: the name is not registered.').waitFor();
  });

  it('says only "likely available" when the resolver cannot confirm the registry\'s "not found"', async () => {
    const { page, release } = await search('maybequokka');
    release();
    const card = cardsIn(page, /Exact matches/).first();
    await card
      .getByText(/^Likely available · the registry \(RDAP\) has no record, but DNS could not confirm it/)
      .waitFor();
    expect(await card.locator('[data-status]').textContent()).toBe('Not Checked');
  });
});

describe('the drop radar on /watchlist, with the scheduled job run by wrangler dev', () => {
  it("shows a watched name's stage from the registry, where it stands on the strip, its window and what to do", async () => {
    const page = await openPage('/watchlist', { baseURL: live.baseUrl });
    await page.getByText('Your watchlist is empty.').waitFor();
    const added = await page.evaluate(async () => {
      const res = await fetch('/api/watchlist', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ domain: 'pendingdropquokka.com' }),
      });
      return res.status;
    });
    expect(added).toBe(201);
    const cron = await fetch(
      `${live.baseUrl}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`,
    );
    await cron.body?.cancel();
    // The job runs after the trigger answers: wait until the list says it ran.
    await page.waitForFunction(async () => {
      const entries = (await (await fetch('/api/watchlist')).json()) as { lifecycle: { stage: string } }[];
      return entries[0]?.lifecycle.stage === 'pending-delete';
    });
    await page.reload();
    const entry = page.getByRole('article', { name: 'pendingdropquokka.com' });
    await entry.waitFor();
    const today = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const registryHost = new URL(inject('registryOrigin')).host;
    expect(await entry.getByTestId('stage').textContent()).toMatch(
      new RegExp(
        `^Pending delete since ${today.format(new Date())} · rdap: ${registryHost}, checked \\d{2}:\\d{2}$`,
      ),
    );
    const strip = entry.getByRole('list', { name: 'Lifecycle' });
    expect(await strip.locator('[aria-current="step"]').textContent()).toBe('Pending delete');
    expect(await entry.getByTestId('drop-window').textContent()).toMatch(
      /^Predicted drop: .+ \(medium confidence\)$/,
    );
    await entry.getByText('.com names leave pending delete after 5 days', { exact: false }).waitFor();
    await entry.getByText('Backorder it to catch the drop').waitFor();
  });
});
