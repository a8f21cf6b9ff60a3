import { simulatorResponseSchema } from '@domainary/schema/contracts/valuation.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { holdRequests } from './support/held-requests.ts';
import { calculateFor, seriousAxeViolations, setRange, simulator } from './support/valuation.ts';

const { openPage } = browserPages();
const PATH = '/domain-valuation-simulator';
const gbp = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

describe('simulator inputs in Chromium', () => {
  it('starts on Domain Factors with Results disabled and Calculate off until a name is typed', async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    expect(await s.tab('Domain Factors').getAttribute('aria-selected')).toBe('true');
    expect(await s.tab('Results').isDisabled()).toBe(true);
    expect(await s.calculate.isDisabled()).toBe(true);
    expect(await s.extension.inputValue()).toBe('com');
    expect(await s.extension.locator('option').count()).toBe(25);
    expect(await s.industry.locator('option').count()).toBe(23);
    await s.name.fill('greenleaf');
    expect(await s.calculate.isDisabled()).toBe(false);
  });

  it("shows 'Domain name and extension are required' once the empty name is left", async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    const message = page.getByText('Domain name and extension are required');
    expect(await message.count()).toBe(0);
    await s.name.focus();
    await page.keyboard.press('Tab');
    expect(await message.isVisible()).toBe(true);
    expect(await s.name.getAttribute('aria-invalid')).toBe('true');
    await s.name.fill('x');
    await s.name.blur();
    expect(await message.count()).toBe(0);
  });

  it('lower-cases and trims the name, and splits a typed supported extension into the selector', async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    await s.name.fill('  GreenLeaf  ');
    expect(await s.name.inputValue()).toBe('greenleaf');

    await s.name.fill('Pixel.IO');
    expect(await s.name.inputValue()).toBe('pixel.io');
    await s.name.blur();
    expect(await s.name.inputValue()).toBe('pixel');
    expect(await s.extension.inputValue()).toBe('io');

    // An extension the simulator does not offer stays part of the name.
    await s.name.fill('pixel.xyz');
    await s.name.blur();
    expect(await s.name.inputValue()).toBe('pixel.xyz');
    expect(await s.extension.inputValue()).toBe('io');
  });

  it('has the slider ranges, steps and defaults, with Low/Medium/High and search-volume words', async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    for (const label of ['Brandability', 'SEO Value', 'Commercial Potential'] as const) {
      const slider = s.slider(label);
      expect(await slider.inputValue()).toBe('50');
      expect(await slider.getAttribute('min')).toBe('1');
      expect(await slider.getAttribute('max')).toBe('100');
      expect(await slider.getAttribute('step')).toBe('1');
    }
    const volume = s.slider('Monthly Search Volume');
    expect([
      await volume.inputValue(),
      await volume.getAttribute('max'),
      await volume.getAttribute('step'),
    ]).toEqual(['0', '100000', '100']);

    const brandLevel = page.locator('#simulator-brandability-value');
    expect(await brandLevel.textContent()).toBe('50 Medium');
    // Keyboard: Home goes to 1, each arrow one step.
    await s.slider('Brandability').focus();
    await page.keyboard.press('Home');
    expect(await brandLevel.textContent()).toBe('1 Low');
    for (const [value, text] of [
      [29, '29 Low'],
      [30, '30 Medium'],
      [69, '69 Medium'],
      [70, '70 High'],
    ] as const) {
      await setRange(s.slider('Brandability'), value);
      expect(await brandLevel.textContent()).toBe(text);
    }
    await page.keyboard.press('ArrowRight');
    expect(await brandLevel.textContent()).toBe('71 High');

    const volumeLevel = page.locator('#simulator-searchVolume-value');
    expect(await volumeLevel.textContent()).toBe('0 Very Low');
    await volume.focus();
    await page.keyboard.press('ArrowRight');
    expect(await volumeLevel.textContent()).toBe('100 Low');
    for (const [value, text] of [
      [900, '900 Low'],
      [1000, '1,000 Medium'],
      [9900, '9,900 Medium'],
      [10_000, '10,000 High'],
      [49_900, '49,900 High'],
      [50_000, '50,000 Very High'],
    ] as const) {
      await setRange(volume, value);
      expect(await volumeLevel.textContent()).toBe(text);
    }
  });
});

describe('calculating and the result in Chromium', () => {
  it('switches to Results with the value in GBP, factor bars, breakdown and comparable sales', async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/domain-valuation/simulate'));
    await calculateFor(page, 'carinsurance');
    const body = simulatorResponseSchema.parse(await (await answered).json());

    expect(await s.tab('Results').getAttribute('aria-selected')).toBe('true');
    expect(await s.tab('Results').isDisabled()).toBe(false);
    expect(await s.value.textContent()).toBe(`£${gbp.format(body.valuation.estimatedValue * 0.77)}`);
    // The result panel takes focus, since the Calculate button has gone with the form.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');

    const brandability = body.valuation.factors.brandabilityFactor;
    expect(await page.getByText('Brandability Factor').isVisible()).toBe(true);
    expect(
      await page
        .getByText(`${brandability.toFixed(2)}x`)
        .first()
        .isVisible(),
    ).toBe(true);
    const bars = page.locator('li:has-text("Factor") div[aria-hidden="true"] > div');
    expect(await bars.count()).toBe(5);
    const widths = await bars.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.width));
    expect(widths[0]).toBe(`${Math.min(100, brandability * 50)}%`);

    const breakdown = page.getByRole('table', { name: 'Value after each step' });
    expect(await breakdown.locator('tbody tr').count()).toBe(10);
    expect(await breakdown.locator('tbody tr').last().locator('td').last().textContent()).toBe(
      `£${gbp.format(body.valuation.breakdown.industryValue * 0.77)}`,
    );
    const comparables = page.getByRole('table', { name: 'Comparable sales' });
    expect(await comparables.locator('tbody tr').count()).toBe(body.valuation.comparableSales.length);

    const currency = page.getByLabel('Currency', { exact: true });
    expect(await currency.inputValue()).toBe('GBP');
    expect(await currency.locator('option').allTextContents()).toEqual([
      '$ USD',
      '£ GBP',
      '€ EUR',
      'CA$ CAD',
      'A$ AUD',
      '¥ JPY',
    ]);
    await currency.selectOption('JPY');
    expect(await s.value.textContent()).toBe(`¥${gbp.format(body.valuation.estimatedValue * 153.12)}`);
  });

  it("'Adjust Factors' returns to the inputs; small moves keep the result, larger ones clear it", async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    await calculateFor(page, 'pixelhub');
    await s.adjust.click();
    expect(await s.tab('Domain Factors').getAttribute('aria-selected')).toBe('true');
    expect(await s.name.inputValue()).toBe('pixelhub');

    // Moves up to the thresholds (5 per score slider, 100 searches) keep the result.
    await setRange(s.slider('Brandability'), 55);
    await setRange(s.slider('SEO Value'), 45);
    await setRange(s.slider('Commercial Potential'), 55);
    await setRange(s.slider('Monthly Search Volume'), 100);
    expect(await s.tab('Results').isDisabled()).toBe(false);
    await s.tab('Results').click();
    expect(await s.value.isVisible()).toBe(true);
    await s.adjust.click();

    // One more point on a score slider clears it and disables Results.
    await setRange(s.slider('Commercial Potential'), 56);
    expect(await s.tab('Results').isDisabled()).toBe(true);
  });

  it.each<[string, (page: Page) => Promise<unknown>]>([
    [
      'search volume moved by more than 100',
      (p) => setRange(simulator(p).slider('Monthly Search Volume'), 200),
    ],
    ['the industry changed', (p) => simulator(p).industry.selectOption('finance')],
    ['the extension changed', (p) => simulator(p).extension.selectOption('net')],
    ['the name changed', (p) => simulator(p).name.fill('pixelhubs')],
  ])('clears the result when %s', async (_what, edit) => {
    const page = await openPage(PATH);
    const s = simulator(page);
    await calculateFor(page, 'pixelhub');
    await s.adjust.click();
    await edit(page);
    expect(await s.tab('Results').isDisabled()).toBe(true);
    expect(await s.tab('Domain Factors').getAttribute('aria-selected')).toBe('true');
  });

  it('has no serious accessibility violations on either tab', async () => {
    const page = await openPage(PATH);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await calculateFor(page, 'pixelhub');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('moves between the tabs with the arrow keys', async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    await calculateFor(page, 'pixelhub');
    await s.tab('Results').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await s.tab('Domain Factors').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Domain Factors');
    await page.keyboard.press('ArrowRight');
    expect(await s.tab('Results').getAttribute('aria-selected')).toBe('true');
    expect(await s.value.isVisible()).toBe(true);
  });

  it("starts from the name's own valuation: calculating then gives its valued value", async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    // A name with no reported sale of its own: the simulator moves the model's reading of a
    // name, and a sold name is valued from its sale, which no slider changes.
    await s.name.fill('carinsurancequotes');
    const valued = page.waitForResponse((r) =>
      r.url().includes('/api/valuation?domain=carinsurancequotes.com'),
    );
    await page.getByRole('button', { name: "Start from this name's own valuation" }).click();
    const own = (await (await valued).json()) as {
      estimatedValue: number;
      ownFactors: { brandability: number; seoValue: number; commercialPotential: number; industry: string };
    };
    await page.locator(`#simulator-brandability-value:has-text("${own.ownFactors.brandability} ")`).waitFor();
    expect(await s.slider('SEO Value').inputValue()).toBe(String(own.ownFactors.seoValue));
    expect(await s.slider('Commercial Potential').inputValue()).toBe(
      String(own.ownFactors.commercialPotential),
    );
    expect(await s.industry.inputValue()).toBe(own.ownFactors.industry);

    await s.calculate.click();
    await s.value.waitFor();
    expect(await s.value.textContent()).toBe(`£${gbp.format(own.estimatedValue * 0.77)}`);
  });
});

describe('calculating in Chromium', () => {
  it("shows 'Calculating...' with the button disabled until the answer arrives", async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    const release = await holdRequests(page, '**/api/domain-valuation/simulate');
    await s.name.fill('greenleaf');
    await s.calculate.click();
    const busy = page.getByRole('button', { name: 'Calculating...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    await s.tab('Results').waitFor();
    await expect.poll(() => s.tab('Results').getAttribute('aria-selected')).toBe('true');
  });
});

describe('valuation failure in Chromium', () => {
  it("shows the server's message inline and a destructive 'Valuation Error' toast", async () => {
    const page = await openPage(PATH);
    const s = simulator(page);
    // A request the page would never send: the server's own 400 answers it.
    await page.route('**/api/domain-valuation/simulate', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, brandability: 0 }) });
    });
    await s.name.fill('greenleaf');
    await s.calculate.click();
    const inline = page.getByRole('tabpanel').getByRole('alert');
    await inline.waitFor();
    expect(await inline.textContent()).toBe('Invalid json: brandability: brandability must be at least 1');
    expect(await s.toast.textContent()).toContain('Valuation Error');
    expect(await s.toast.textContent()).toContain('brandability must be at least 1');
    expect(await s.tab('Results').isDisabled()).toBe(true);
    expect(await s.calculate.isDisabled()).toBe(false);
  });

  it("falls back to 'Failed to calculate domain value' when the server says nothing useful", async () => {
    const page = await openPage(PATH);
    await page.route('**/api/domain-valuation/simulate', (route) => route.fulfill({ status: 502, body: '' }));
    await simulator(page).name.fill('greenleaf');
    await simulator(page).calculate.click();
    const inline = page.getByRole('tabpanel').getByRole('alert');
    await inline.waitFor();
    expect(await inline.textContent()).toBe('Failed to calculate domain value');
    expect(await simulator(page).toast.textContent()).toContain('Valuation Error');
  });

  it("falls back to 'An error occurred during valuation' when no answer arrives", async () => {
    const page = await openPage(PATH);
    await page.route('**/api/domain-valuation/simulate', (route) => route.abort('connectionrefused'));
    await simulator(page).name.fill('greenleaf');
    await simulator(page).calculate.click();
    const inline = page.getByRole('tabpanel').getByRole('alert');
    await inline.waitFor();
    expect(await inline.textContent()).toBe('An error occurred during valuation');
  });
});
