import type { WatchlistEntry } from '@domainary/schema/contracts/watchlist.ts';
import { describe, expect, it } from 'vitest';
import { focusIsWithin, seriousViolations } from './support/accessibility.ts';
import { browserPages, visitorJson } from './support/browser.ts';

const { openPage } = browserPages();

/** apple.com spelled with a Cyrillic а (U+0430), and the xn-- form DNS holds it in. */
const CYRILLIC_APPLE = 'аpple.com';
const REGISTERED_FORM = 'xn--pple-43d.com';

describe('lookalike names', () => {
  it('are flagged in a bulk check, watched only once the visitor confirms, and flagged on the watchlist', async () => {
    const page = await openPage('/find-domains?mode=bulk');
    await page.getByLabel(/Domain names/).fill(`${CYRILLIC_APPLE}\napple.com`);
    await page.getByRole('button', { name: 'Check names' }).click();
    const rows = page.getByRole('table').locator('tbody tr');
    const lookalike = rows.filter({ has: page.getByRole('rowheader', { name: REGISTERED_FORM }) });
    await lookalike.getByText('Looks like apple.com').waitFor();
    const ordinary = rows.filter({ has: page.getByRole('rowheader', { name: 'apple.com', exact: true }) });
    expect(await ordinary.getByText(/Looks like/).count()).toBe(0);

    // Watch asks first; Escape leaves the name unwatched.
    await lookalike.getByRole('button', { name: `Watch: ${REGISTERED_FORM}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Watch a lookalike name?' });
    await confirm.getByRole('alert').filter({ hasText: 'Looks like apple.com' }).waitFor();
    expect(await focusIsWithin(confirm)).toBe(true);
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'detached' });
    expect(await visitorJson<WatchlistEntry[]>(page, '/api/watchlist')).toEqual([]);

    // Accepted from the keyboard, it is watched.
    await lookalike.getByRole('button', { name: `Watch: ${REGISTERED_FORM}` }).click();
    await confirm.getByRole('button', { name: 'Watch anyway' }).focus();
    await page.keyboard.press('Enter');
    await lookalike.getByText('On your watchlist').waitFor();

    // An ordinary name is watched at once, with no question.
    await ordinary.getByRole('button', { name: 'Watch: apple.com' }).click();
    await ordinary.getByText('On your watchlist').waitFor();
    expect(await confirm.count()).toBe(0);

    await page.goto(new URL('/watchlist', page.url()).href);
    const card = page.getByRole('article', { name: REGISTERED_FORM });
    await card.getByText('Looks like apple.com').waitFor();
    expect(
      await page
        .getByRole('article', { name: 'apple.com', exact: true })
        .getByText(/Looks like/)
        .count(),
    ).toBe(0);
  });

  it('cannot be acquired until the visitor ticks that they checked the name', async () => {
    const page = await openPage(`/find-domains?query=${encodeURIComponent('аpple')}&extension=com`);
    const card = page.getByRole('article', { name: CYRILLIC_APPLE, exact: true });
    await card.getByText('Looks like apple.com').waitFor();
    await card.getByRole('button', { name: CYRILLIC_APPLE, exact: true }).click();
    const details = page.getByRole('dialog', { name: new RegExp(CYRILLIC_APPLE) });
    await details.getByText('Looks like apple.com').waitFor();
    await details.getByRole('button', { name: 'Acquire Domain' }).click();

    const confirm = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await confirm.getByRole('alert').filter({ hasText: 'Looks like apple.com' }).waitFor();
    const proceed = confirm.getByRole('button', { name: /^Continue to / });
    expect(await proceed.isDisabled()).toBe(true);
    const checked = confirm.getByRole('checkbox', { name: /is the name I mean to acquire, not apple\.com/ });
    await checked.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});
