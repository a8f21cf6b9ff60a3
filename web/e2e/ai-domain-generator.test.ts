import { generateDomainsResponseSchema } from '@domainary/schema/contracts/generator.ts';
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { focusStopsWithoutIndicator, seriousViolations } from './support/accessibility.ts';
import { browserPages } from './support/browser.ts';
import {
  answerWithScores,
  GENERATE_API,
  GENERATOR_PATH,
  generatorScreen,
  holdGenerateRequests,
  recordGenerateRequests,
} from './support/generator.ts';

const { openPage } = browserPages();
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

const isGenerateResponse = (r: Response) =>
  r.url().endsWith('/api/ai/domains/generate') && r.request().method() === 'POST';

describe('AI Domain Generator form', () => {
  it('has the required keyword, the industry, extension, tone and count lists with their defaults, and Advanced Options collapsed', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await page.getByRole('heading', { level: 1, name: 'AI Domain Generator' }).waitFor();
    expect(await page.title()).toBe('AI Domain Generator - Domainary');
    expect(await g.keyword.getAttribute('required')).not.toBeNull();
    const keywordLabel = page.locator('label', { has: g.keyword });
    expect((await keywordLabel.textContent())?.replace(/\s+/g, ' ')).toMatch(/^Keyword \*/);

    expect(await g.industry.inputValue()).toBe('all');
    expect(
      await g.industry.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual([
      'all',
      'tech',
      'finance',
      'health',
      'education',
      'ecommerce',
      'food',
      'travel',
      'fashion',
      'sports',
      'media',
      'realestate',
      'automotive',
      'gaming',
      'art',
      'legal',
      'crypto',
      'social',
    ]);
    expect(await g.extension.inputValue()).toBe('com');
    expect(
      await g.extension.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['com', 'io', 'net', 'org', 'co', 'app', 'ai', 'tech', 'dev']);

    expect(await g.advanced.getAttribute('aria-expanded')).toBe('false');
    expect(await g.purpose.count()).toBe(0);
    await g.advanced.click();
    expect(await g.advanced.getAttribute('aria-expanded')).toBe('true');
    expect(await g.purpose.isVisible()).toBe(true);
    expect(await g.tone.inputValue()).toBe('');
    expect(await g.tone.locator('option').count()).toBe(9);
    expect(await g.count.inputValue()).toBe('5');
    expect(
      await g.count.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
    ).toEqual(['3', '5', '8', '10']);
    await g.advanced.click();
    expect(await g.purpose.count()).toBe(0);
  });

  it('shows the purpose help tooltip on hover and on keyboard focus', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.advanced.click();
    const tooltip = page.getByRole('tooltip');
    expect(await tooltip.count()).toBe(0);
    await g.purposeHelp.hover();
    expect(await tooltip.textContent()).toBe('Describe the purpose of your website or business');
    await page.mouse.move(0, 0);
    expect(await tooltip.count()).toBe(0);
    await g.purposeHelp.focus();
    expect(await tooltip.isVisible()).toBe(true);
    expect(await g.purposeHelp.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
  });

  it('keeps the button disabled while the keyword is blank or only spaces', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    expect(await g.generate.isDisabled()).toBe(true);
    await g.keyword.fill('   ');
    expect(await g.generate.isDisabled()).toBe(true);
    await g.keyword.fill(' tea ');
    expect(await g.generate.isDisabled()).toBe(false);
  });

  it('says when a keyword has no letters or digits to build names on', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('☕ !!!');
    const hint = page.getByText('Names are made of letters and digits');
    await hint.waitFor();
    expect(await g.keyword.getAttribute('aria-invalid')).toBe('true');
    await g.keyword.fill('café');
    await hint.waitFor({ state: 'detached' });
  });

  it("says 'Keyword Required' and sends nothing when Enter is pressed on a blank keyword", async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    const sent = recordGenerateRequests(page);
    await g.keyword.fill('  ');
    await g.keyword.press('Enter');
    const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Keyword Required');
    expect(await alert.textContent()).toContain('Please enter a keyword for domain generation');
    expect(sent).toEqual([]);
    expect(await g.resultsTitle.count()).toBe(0);
  });

  it('trims keyword and purpose, sends industry all, and leaves out a blank purpose and tone', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    const sent = recordGenerateRequests(page);

    await g.keyword.fill('  garden  ');
    await g.advanced.click();
    await g.purpose.fill('    ');
    await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    expect(sent[0]).toEqual({ keyword: 'garden', industry: 'all', count: 5, extension: 'com' });

    await g.purpose.fill('  Small balcony planters for city flats  ');
    await g.tone.selectOption('friendly');
    await g.count.selectOption('3');
    await g.industry.selectOption('realestate');
    await g.extension.selectOption('co');
    await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    expect(sent[1]).toEqual({
      keyword: 'garden',
      industry: 'realestate',
      purpose: 'Small balcony planters for city flats',
      tone: 'friendly',
      count: 3,
      extension: 'co',
    });
  });
});

describe('AI Domain Generator results', () => {
  it("shows 'Generating...' with a spinner, disabled, and clears old results while loading", async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('lantern');
    await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    await g.resultsTitle.waitFor();

    const held = await holdGenerateRequests(page);
    await g.generate.click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    expect(await g.generate.isDisabled()).toBe(true);
    expect(await g.generate.locator('.loading-spinner').count()).toBe(1);
    expect(await g.resultsTitle.count()).toBe(0);

    held.release();
    await g.resultsTitle.waitFor();
    expect(await g.generate.textContent()).toBe('Generate Domain Suggestions');
    expect(await g.generate.isDisabled()).toBe(false);
  });

  it('lists what the API answered: count badge, name.extension, score, explanation, value and availability', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('Café Crème');
    await g.advanced.click();
    await g.count.selectOption('8');
    await g.extension.selectOption('io');
    const [response] = await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    const body = generateDomainsResponseSchema.parse(await response.json());
    await g.resultsTitle.waitFor();

    expect(await g.countBadge.textContent()).toBe('8');
    expect(await g.cards.count()).toBe(8);
    for (const s of body.suggestions) {
      const card = g.card(`${s.name}.io`);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(`${s.name}.io`);
      expect(await card.getByText(`Score: ${s.score}`).count()).toBe(1);
      expect(await card.getByText(s.explanation).count()).toBe(1);
      // The value names its channel and carries the chance to sell, as on every surface.
      const headline = card.locator(`[data-headline="${s.headlineChannel}"]`);
      expect(await headline.locator('[data-headline-value]').textContent()).toBe(
        s.estimatedValue === null
          ? 'No value given'
          : `$${new Intl.NumberFormat('en-US').format(s.estimatedValue)}`,
      );
      expect(await headline.textContent()).toMatch(/^(Marketplace|Auction|Brokered) value/);
      if (s.valueRange) {
        const { format } = new Intl.NumberFormat('en-US');
        expect(await headline.locator('[data-headline-range]').textContent()).toBe(
          `80% range $${format(s.valueRange.min)} - $${format(s.valueRange.max)}`,
        );
      }
      if (s.saleChance) {
        expect(await headline.locator('[data-sale-chance]').textContent()).toContain(
          'Est. chance to sell in a year',
        );
      }
      expect(await card.getByText(/Not checked|Sample data lists it|Available ·|Registered ·/).count()).toBe(
        1,
      );
      expect(await card.getByRole('link', { name: 'Value', exact: true }).getAttribute('href')).toBe(
        `/domain-valuation?domain=${s.name}.io`,
      );
    }

    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    expect(await toast.textContent()).toContain('Domains Generated!');
    expect(await toast.textContent()).toContain('Generated 8 domain suggestions for "Café Crème"');
  });

  it('colours the Score badge at the 90 / 75 / 60 thresholds', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    const scores = [95, 90, 89, 75, 74, 60, 59, 12];
    await page.route(GENERATE_API, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(answerWithScores(scores)),
      }),
    );
    await g.keyword.fill('tiers');
    await g.generate.click();
    await g.resultsTitle.waitFor();
    const tiers = await page
      .locator('[data-score-tier]')
      .evaluateAll((badges) =>
        badges.map((b) => ({ text: b.textContent, tier: b.getAttribute('data-score-tier') })),
      );
    expect(tiers).toEqual([
      { text: 'Score: 95', tier: 'dark-green' },
      { text: 'Score: 90', tier: 'dark-green' },
      { text: 'Score: 89', tier: 'green' },
      { text: 'Score: 75', tier: 'green' },
      { text: 'Score: 74', tier: 'yellow' },
      { text: 'Score: 60', tier: 'yellow' },
      { text: 'Score: 59', tier: 'orange' },
      { text: 'Score: 12', tier: 'orange' },
    ]);
    const background = (score: number) =>
      page.getByText(`Score: ${score}`).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(
      new Set([await background(95), await background(89), await background(74), await background(59)]).size,
    ).toBe(4);
  });

  it("shows 'Generation Failed' and no results when the server fails", async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await page.route(GENERATE_API, (route) => route.fulfill({ status: 500, body: 'exploded' }));
    await g.keyword.fill('failing');
    await g.generate.click();
    const alert = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Generation Failed');
    expect(await alert.textContent()).toContain('Failed to generate domain suggestions');
    expect(await g.resultsTitle.count()).toBe(0);
    expect(await g.generate.isDisabled()).toBe(false);
  });

  it('copies name.extension, says so, and shows a check mark for 2 seconds', async () => {
    const page = await openPage(GENERATOR_PATH, clipboard);
    await page.clock.install();
    const g = generatorScreen(page);
    await g.keyword.fill('harbor');
    const [response] = await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    const first = generateDomainsResponseSchema.parse(await response.json()).suggestions[0];
    const fqdn = `${first?.name}.com`;
    await g.resultsTitle.waitFor();

    // Freeze the page's clock, so 2 seconds are exactly 2000 ms of timers, however slow the machine.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    const card = g.card(fqdn);
    await card.getByRole('button', { name: `Copy ${fqdn}` }).click();
    const copied = card.getByRole('button', { name: `Copied ${fqdn}` });
    await copied.waitFor();
    expect(await copied.locator('[data-icon="check"]').count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fqdn);
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    expect(await toast.textContent()).toContain('Domain Copied');
    expect(await toast.textContent()).toContain(`Copied ${fqdn} to clipboard`);

    await page.clock.runFor(1999);
    expect(await copied.count()).toBe(1);
    await page.clock.runFor(1);
    await card.getByRole('button', { name: `Copy ${fqdn}` }).waitFor();
    expect(await card.locator('[data-icon="copy"]').count()).toBe(1);
  });

  it('opens the acquire confirmation for a suggestion, its registration price only if it is free', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('meadow');
    const [response] = await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    const first = generateDomainsResponseSchema.parse(await response.json()).suggestions[0];
    const fqdn = `${first?.name}.com`;
    await g.card(fqdn).getByRole('button', { name: 'Acquire' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Acquisition' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(fqdn);
    // Offline nothing is checked live: $11 is what registering costs if the name is free, never a cost.
    if (first?.availability.status === 'registered')
      expect(await dialog.textContent()).toContain('make an offer');
    else expect(await dialog.textContent()).toContain('registration costs from $11/yr');
    expect(await dialog.textContent()).not.toContain('Expected cost');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);
  });

  it('has no serious accessibility violations with results and the advanced options shown', async () => {
    const page = await openPage(GENERATOR_PATH);
    const g = generatorScreen(page);
    await g.keyword.fill('orchard');
    await g.advanced.click();
    await Promise.all([page.waitForResponse(isGenerateResponse), g.generate.click()]);
    await g.resultsTitle.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await focusStopsWithoutIndicator(page)).toEqual([]);
  });
});
