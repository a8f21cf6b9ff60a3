import { readFile } from 'node:fs/promises';
import { bulkValuationResponseSchema, valuationSchema } from '@domainary/schema/contracts/valuation.ts';
import report from '@domainary/schema/reference/valuation-accuracy.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { seriousAxeViolations } from './support/valuation.ts';

const { openPage } = browserPages();
const usd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollars = (n: number) => `$${usd.format(n)}`;

describe('/domain-valuation: one name, in Chromium', () => {
  it('values the ?domain= name: value, range, channels, reasons, scores and comparable sales', async () => {
    const page = await openPage('/domain-valuation?domain=carinsurance.com', { locale: 'en-US' });
    // The engine is deterministic: the page must show what the API answers for the name.
    const a = valuationSchema.parse(
      await (await page.request.get('/api/valuation?domain=carinsurance.com')).json(),
    );
    await page.getByRole('heading', { name: 'carinsurance.com' }).waitFor();

    expect(await page.getByLabel('Domain name', { exact: true }).inputValue()).toBe('carinsurance.com');
    expect(await page.locator('#valuation-value').textContent()).toBe(dollars(a.estimatedValue as number));
    expect(await page.locator('#valuation-range').textContent()).toBe(
      `${dollars(a.valueRange?.min as number)} - ${dollars(a.valueRange?.max as number)}`,
    );
    // The headline says which market it is for; the other channels sit beside it with their ranges.
    expect(await page.locator('#valuation-value').locator('..').textContent()).toContain(
      'Retail value (marketplace)',
    );
    const values = page.getByRole('region', { name: 'Estimated value' });
    for (const channel of ['auction', 'brokerage'] as const) {
      const card = await values.locator(`[data-channel="${channel}"]`).textContent();
      const { value, range } = a.channels[channel];
      if (value === null || range === null) {
        expect(card).toMatch(/Rarely sold (at auction|through brokers)/);
        continue;
      }
      expect(card).toContain(dollars(value));
      expect(card).toContain(`${dollars(range.min)} - ${dollars(range.max)}`);
    }
    expect(await values.locator('[data-channel="auction"]').textContent()).toContain('Auction value');
    // Each value says whose prices it is in, carried flat past its channel's data.
    for (const channel of ['marketplace', 'auction', 'brokerage'] as const) {
      const basis = a.priceBasis[channel].text;
      expect(await values.locator(`[data-price-basis="${channel}"]`).textContent()).toBe(
        `${basis.charAt(0).toUpperCase()}${basis.slice(1)}.`,
      );
    }
    const reasons = page.getByRole('region', { name: 'Why this value' }).getByRole('listitem');
    expect(await reasons.count()).toBe(a.explanation.length);
    expect(await reasons.first().textContent()).toContain(a.explanation[0]?.text ?? 'missing');
    const sales = page.getByRole('table', { name: 'Comparable sales' }).locator('tbody tr');
    expect(await sales.count()).toBe(a.comparableSales.length);
    expect(await sales.first().locator('th').textContent()).toBe(a.comparableSales[0]?.domain);
    expect(await sales.first().textContent()).toContain(a.comparableSales[0]?.reason ?? 'missing');
    expect(await page.getByRole('region', { name: /Scores/ }).textContent()).toContain(
      String(a.scores.seoScore),
    );
  });

  it('says a name is rarely sold through brokers instead of giving it a brokered value', async () => {
    const page = await openPage('/domain-valuation?domain=zzqxv.com', { locale: 'en-US' });
    const a = valuationSchema.parse(await (await page.request.get('/api/valuation?domain=zzqxv.com')).json());
    expect(a.channels.brokerage.value).toBeNull();
    await page.getByRole('heading', { name: 'zzqxv.com' }).waitFor();
    const card = page.getByRole('region', { name: 'Estimated value' }).locator('[data-channel="brokerage"]');
    expect(await card.textContent()).toContain('Rarely sold through brokers');
    expect(await card.textContent()).not.toContain('80% range');
  });

  it('puts a typed name in the address, and refuses a bad one with the reason the API gives', async () => {
    const page = await openPage('/domain-valuation', { locale: 'en-US' });
    const input = page.getByLabel('Domain name', { exact: true });
    await input.fill('  https://www.PixelHub.io/pricing ');
    await page.getByRole('button', { name: 'Get value', exact: true }).click();
    await page.getByRole('heading', { name: 'pixelhub.io' }).waitFor();
    expect(new URL(page.url()).searchParams.get('domain')).toBe('pixelhub.io');

    await input.fill('Coffee Shop');
    await page.getByRole('button', { name: 'Get value', exact: true }).click();
    await page.getByRole('heading', { name: 'coffeeshop.com' }).waitFor();

    await input.fill('pixelhub.notatld');
    const problem = page.locator('#valuation-name-problem');
    await page.getByText('Unknown extension ".notatld"').waitFor();
    expect(await problem.textContent()).toBe('Unknown extension ".notatld"');
    expect(await page.getByRole('button', { name: 'Get value', exact: true }).isDisabled()).toBe(true);

    // A name in the address goes to the API, which refuses it with the same words.
    const linked = await openPage('/domain-valuation?domain=xn--zzzz.com', { locale: 'en-US' });
    const alert = linked.getByRole('main').getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      '"xn--zzzz" is not a valid internationalised name: its xn-- form does not spell a name',
    );
  });

  it('shows how accurate the valuation is, from the committed fit report', async () => {
    const page = await openPage('/domain-valuation');
    const section = page.getByRole('region', { name: 'How accurate is this?' });
    const text = await section.textContent();
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    for (const [channel, label] of [
      ['marketplace', 'Retail value (marketplace)'],
      ['auction', 'Auction value'],
      ['brokerage', 'Brokered deal value'],
    ] as const) {
      for (const [table, m] of [
        ['#accuracy-by-channel', report.perChannel[channel]],
        ['#accuracy-out-of-time', report.outOfTime.perChannel[channel]],
      ] as const) {
        const row = await section.locator(`${table} tr[data-channel="${channel}"]`).textContent();
        expect(row).toContain(label);
        expect(row).toContain(usd.format(m.sales));
        expect(row).toContain(percent(m.pairwiseRankScore));
        expect(row).toContain(m.spearman.toFixed(2));
        expect(row).toContain(percent(m.interval80Coverage));
      }
    }
    // Each channel's index with the sales behind each year, and flat past the channel's data.
    const auction = report.priceIndexes.auction;
    const last = auction.years.find((y) => y.year === auction.lastYear);
    const indexTable = section.getByRole('table', { name: /Price index per channel/ });
    expect(
      await indexTable
        .locator('tr', { hasText: String(auction.lastYear) })
        .first()
        .textContent(),
    ).toContain(`(${usd.format(last?.sales ?? -1)})`);
    expect(await indexTable.textContent()).toContain(`carried from ${auction.lastYear}`);
    const overall = await section.locator('#accuracy-by-channel tr[data-channel="overall"]').textContent();
    expect(overall).toContain(percent(report.overall.pairwiseRankScore));
    expect(overall).toContain(report.overall.spearman.toFixed(2));
    expect(text).toContain('5-fold cross-validation grouped by domain');
    expect(text).toContain('20,460 real reported sales');
  });
});

describe('/domain-valuation: bulk, in Chromium', () => {
  it('values pasted names into a sortable table and downloads the same rows as CSV', async () => {
    const page = await openPage('/domain-valuation', { locale: 'en-US' });
    // Keyboard: the mode tabs follow the arrow keys.
    await page.getByRole('tab', { name: 'One name' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Bulk (up to 1,000)' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await page
      .getByLabel(/Domain names, one per line/)
      .fill('pizza.net\nCarInsurance.com, zqxv.io\nnot a domain\npizza.net');
    expect(await page.locator('#bulk-count').textContent()).toContain('3 names ready.');
    expect(await page.locator('#bulk-count').textContent()).toContain('Skipped 3');

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/valuation/bulk'));
    await page.getByRole('button', { name: 'Value all' }).click();
    const { valuations } = bulkValuationResponseSchema.parse(await (await answered).json());
    expect(valuations.map((a) => a.domain)).toEqual(['pizza.net', 'carinsurance.com', 'zqxv.io']);

    const table = page.getByRole('table', { name: /Valuations/ });
    const domainsShown = () => table.locator('tbody th').allTextContents();
    const byValue = [...valuations]
      .sort((x, y) => (y.estimatedValue ?? -1) - (x.estimatedValue ?? -1))
      .map((a) => a.domain);
    expect(await domainsShown()).toEqual(byValue);

    await table.getByRole('button', { name: 'Domain' }).click();
    expect(await domainsShown()).toEqual(['carinsurance.com', 'pizza.net', 'zqxv.io']);
    expect(await table.locator('th[aria-sort="ascending"]').textContent()).toBe('Domain');
    await table.getByRole('button', { name: 'Domain' }).click();
    expect(await domainsShown()).toEqual(['zqxv.io', 'pizza.net', 'carinsurance.com']);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('domain-valuations.csv');
    const csv = await readFile((await file.path()) ?? '', 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]?.split(',').slice(0, 4)).toEqual([
      'domain',
      'estimated_value_usd',
      'range_min_usd',
      'range_max_usd',
    ]);
    // The rows in the order the table shows, each with the API's numbers.
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['zqxv.io', 'pizza.net', 'carinsurance.com']);
    for (const line of lines.slice(1)) {
      const [domain, value, min, max] = line.split(',');
      const a = valuations.find((x) => x.domain === domain);
      expect([value, min, max]).toEqual(
        [a?.estimatedValue, a?.valueRange?.min, a?.valueRange?.max].map(String),
      );
    }
  });

  it('refuses more than 1,000 names before sending them', async () => {
    const page = await openPage('/domain-valuation');
    await page.getByRole('tab', { name: 'Bulk (up to 1,000)' }).click();
    const names = Array.from({ length: 1001 }, (_, i) => `name${i}.com`).join('\n');
    await page.getByLabel(/Domain names, one per line/).fill(names);
    expect(await page.locator('#bulk-count').textContent()).toBe(
      '1,001 names: at most 1,000 can be valued at once.',
    );
    expect(await page.getByRole('button', { name: 'Value all' }).isDisabled()).toBe(true);
  });
});
