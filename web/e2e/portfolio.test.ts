import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type {
  NamePlan,
  PortfolioName,
  PortfolioPlanResponse,
} from '@domainary/schema/contracts/portfolio.ts';
import { newClientAddress } from '@domainary/schema/testing/client-address.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focusStopsWithoutIndicator, seriousViolations } from './support/accessibility.ts';
import { baseUrl, browserPages } from './support/browser.ts';
import { elementsPastRightEdge } from './support/overflow.ts';

const { openPage } = browserPages();

const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/registrar-exports');
const DAY_MS = 86_400_000;
/** A day `days` from today, as the exports write it. */
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const usIn = (days: number) => {
  const [year, month, day] = isoIn(days).split('-').map(Number);
  return `${month}/${day}/${year}`;
};

/**
 * A GoDaddy export (its documented columns, as in test/fixtures/registrar-exports/godaddy.csv)
 * with renewal dates from today: a strong name, a random string, and a premium renewal.
 */
const godaddyExport = [
  'Domain Name,TLD,Status,Expiration Date,Auto-renew,Privacy,Locked,Renewal Price',
  `voice.com,com,Active,${usIn(20)},On,On,Locked,`,
  `xqzvbrtplk-77.xyz,xyz,Active,${usIn(75)},Off,Off,Locked,`,
  `loans.club,club,Active,${usIn(75)},On,Off,Locked,$990.00`,
].join('\r\n');

/** A Porkbun export (the columns of its domain list) with the times it writes. */
const porkbunExport = [
  'domain,status,tld,createDate,expireDate,securityLock,whoisPrivacy,autoRenew',
  `bakery.com,ACTIVE,com,2015-03-04 10:00:00,${isoIn(40)} 10:00:00,1,1,1`,
  `greenleaf.io,ACTIVE,io,2022-06-01 10:00:00,${isoIn(200)} 10:00:00,1,1,0`,
].join('\n');

/** What the planner answers for names, as the page would send them. */
async function planned(names: PortfolioName[]): Promise<NamePlan[]> {
  const res = await fetch(`${baseUrl}/api/portfolio/plan`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': newClientAddress() },
    body: JSON.stringify({ names }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as PortfolioPlanResponse).plans.filter((p): p is NamePlan => !('error' in p));
}

async function upload(page: Page, name: string, text: string) {
  await page
    .locator('#portfolio-file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** The verdict the page shows for a name. */
const verdictOf = (page: Page, domain: string) =>
  page.getByRole('article', { name: domain }).getByTestId('verdict').textContent();

async function plannedPage(viewport?: { width: number; height: number }) {
  const page = await openPage('/portfolio', viewport ? { viewport } : {});
  await upload(page, 'godaddy-domains.csv', godaddyExport);
  await page.getByRole('heading', { name: 'Your portfolio: 3 names' }).waitFor();
  return page;
}

describe('/portfolio', () => {
  it('is linked from the watchlist page and the footer Quick Links, not the header menu', async () => {
    const page = await openPage('/watchlist');
    const quickLinks = page.getByRole('navigation', { name: 'Quick Links' });
    expect(await quickLinks.getByRole('link', { name: 'Portfolio Planner' }).getAttribute('href')).toBe(
      '/portfolio',
    );
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Portfolio/ })
        .count(),
    ).toBe(0);
    await page.getByRole('link', { name: 'portfolio renewal planner' }).click();
    await page.getByRole('heading', { name: 'Keep or Drop: Portfolio Renewal Planner' }).waitFor();
    await page.getByText('No portfolio yet').waitFor();
    expect(await page.getByTestId('privacy-note').textContent()).toContain('Your list stays in this browser');
  });

  it('reads a GoDaddy export and plans each name: verdicts with their numbers, totals and the renewal chart', async () => {
    const page = await plannedPage();
    await page
      .getByRole('heading', { name: 'Read 3 names from godaddy-domains.csv, as a GoDaddy export' })
      .waitFor();
    expect(await verdictOf(page, 'voice.com')).toBe('keep');
    expect(await verdictOf(page, 'xqzvbrtplk-77.xyz')).toBe('drop');
    expect(await verdictOf(page, 'loans.club')).toMatch(/^(drop|reprice)$/);
    const premium = page.getByRole('article', { name: 'loans.club' });
    expect(await premium.getByTestId('reason').textContent()).toMatch(
      /^Renewal \$990 a year; at about [\d.]+% a year and 15% commission it needs a \$[\d,]+ sale; the marketplace value is \$[\d,]+/,
    );
    expect(await premium.textContent()).toContain('$990 (yours)');
    expect(await page.getByRole('article', { name: 'voice.com' }).textContent()).toContain(
      'Reported sale: $30,000,000 in 2019',
    );

    // Typical renewals: .com $11 and .xyz $13, beside the owner's $990.
    expect(await page.getByTestId('renewal-bill').textContent()).toBe('$1,014');
    // The totals add up what the planner answers for the same names.
    const plans = await planned([
      { domain: 'voice.com' },
      { domain: 'xqzvbrtplk-77.xyz' },
      { domain: 'loans.club', renewalPrice: 990 },
    ]);
    const income = plans.reduce((sum, p) => sum + (p.expectedSaleIncome ?? 0), 0);
    expect(await page.getByTestId('expected-income').textContent()).toBe(
      `$${income.toLocaleString('en-US')}`,
    );
    // The page shows the planner's verdict and reason for each name, as the API gives them.
    for (const p of plans) {
      expect(await verdictOf(page, p.domain)).toBe(p.verdict);
      expect(await page.getByRole('article', { name: p.domain }).getByTestId('reason').textContent()).toBe(
        p.reason,
      );
    }
    const losing = plans.filter((p) => p.expectedYearly !== null && p.expectedYearly < 0).length;
    expect(await page.getByTestId('losing-names').textContent()).toBe(
      `${losing} ${losing === 1 ? 'name' : 'names'}`,
    );

    const chart = page.getByRole('figure').filter({ hasText: 'Renewal bill, month by month' });
    await chart.getByRole('img', { name: /^Renewal bill, month by month/ }).waitFor();
    await chart.getByText('View the data as a table').click();
    const table = chart.getByRole('table', { name: 'Renewal bill by month' });
    await table.waitFor();
    const months = await table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
      );
    expect(months).toHaveLength(12);
    // [month, names renewing, bill, of which names to drop]: voice.com in 20 days, the other two in 75.
    expect(months.filter((m) => m[1] !== '0').map((m) => m.slice(1))).toEqual([
      ['1', '$11', '$0'],
      ['2', '$1,003', expect.stringMatching(/^\$(13|1,003)$/)],
    ]);
  });

  it('downloads the plan as CSV and the renewal dates as a calendar', async () => {
    const page = await plannedPage();
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csvDownload.suggestedFilename()).toBe('domainary-portfolio-plan.csv');
    const csv = (await readFile((await csvDownload.path()) as string, 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]?.split(',').slice(0, 6)).toEqual([
      'domain',
      'verdict',
      'reason',
      'expires_on',
      'auto_renew',
      'renewal_usd',
    ]);
    expect(csv).toHaveLength(4);
    expect(csv.find((line) => line.startsWith('loans.club,'))).toContain(`,${isoIn(75)},yes,990,`);

    const [icsDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Renewal dates to your calendar' }).click(),
    ]);
    const ics = await readFile((await icsDownload.path()) as string, 'utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('SUMMARY:voice.com renews: keep');
    // voice.com renews in 20 days: its 30-day reminder would be past, its 7-day one is not.
    const voice = ics.split('BEGIN:VEVENT').find((event) => event.includes('voice.com renews'));
    expect(voice?.match(/TRIGGER:-P(\d+)D/g)).toEqual(['TRIGGER:-P7D']);
  });

  it('reads a Porkbun export too, and keeps the portfolio in the browser for the next visit', async () => {
    const page = await openPage('/portfolio');
    await upload(page, 'porkbun.csv', porkbunExport);
    await page.getByRole('heading', { name: 'Read 2 names from porkbun.csv, as a Porkbun export' }).waitFor();
    await page.getByRole('heading', { name: 'Your portfolio: 2 names' }).waitFor();
    expect(await page.getByRole('article', { name: 'bakery.com' }).textContent()).toContain('auto-renew on');
    expect(await page.getByRole('article', { name: 'greenleaf.io' }).textContent()).toContain(
      'auto-renew off',
    );
    await page.reload();
    await page.getByRole('heading', { name: 'Your portfolio: 2 names' }).waitFor();
    await page.getByRole('button', { name: 'Clear this portfolio from the browser' }).click();
    await page.getByText('No portfolio yet').waitFor();
    await page.reload();
    await page.getByText('No portfolio yet').waitFor();
  });

  it('reports bad rows by line and loads the rest', async () => {
    const page = await openPage('/portfolio');
    await upload(page, 'with-bad-rows.csv', await readFile(path.join(fixtures, 'with-bad-rows.csv'), 'utf8'));
    await page.getByRole('heading', { name: 'Read 2 names from with-bad-rows.csv, as a CSV file' }).waitFor();
    const report = page.getByTestId('reading-report');
    expect(await report.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Line 3: "not a domain" is not a domain name/),
      'Line 4: expiry date "2027-13-40" is not a date',
      'Line 5: renewal price "twelve" is not an amount in US dollars',
      'Line 7: bakery.com is already on line 2',
    ]);
    await page.getByRole('heading', { name: 'Your portfolio: 2 names' }).waitFor();
  });

  it('loads nothing from a list of more than 5,000 names, and says why', async () => {
    const page = await openPage('/portfolio');
    let sent = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/portfolio/plan')) sent = true;
    });
    await upload(
      page,
      'big.csv',
      `domain\n${Array.from({ length: 5001 }, (_, i) => `name${i}.com`).join('\n')}`,
    );
    await page.getByRole('alert').filter({ hasText: 'This list holds 5,001 names' }).waitFor();
    expect(sent).toBe(false);
    expect(await page.getByRole('heading', { name: /^Your portfolio/ }).count()).toBe(0);
  });

  it('filters by verdict and watches a name, which then appears on /watchlist', async () => {
    const page = await plannedPage();
    await page.getByLabel('Verdict').selectOption('keep');
    await page.getByRole('heading', { name: 'Each name (1 of 3 shown)' }).waitFor();
    await page.getByRole('button', { name: 'Watch: voice.com' }).click();
    await page.getByRole('article', { name: 'voice.com' }).getByText('On your watchlist').waitFor();
    await page.goto('/watchlist');
    await page.getByText('voice.com').first().waitFor();
  });

  it('has no serious axe violations and shows focus on every tab stop, planned or empty', async () => {
    const empty = await openPage('/portfolio');
    expect(await seriousViolations(empty)).toEqual([]);
    const page = await plannedPage();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await focusStopsWithoutIndicator(page)).toEqual([]);
  });

  it('works at 390 px wide', async () => {
    const page = await plannedPage({ width: 390, height: 844 });
    await page.getByRole('img', { name: /^Renewal bill, month by month/ }).waitFor();
    expect(await elementsPastRightEdge(page)).toEqual([]);
    await page.getByLabel('Sort by').selectOption('value');
    expect(await page.getByRole('article').first().getAttribute('aria-labelledby')).toBe('plan-voice.com');
  });
});
