import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { academyModule, openQuiz } from './support/academy.ts';
import { browserPages } from './support/browser.ts';

const { openPage } = browserPages();

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('academy accessibility', () => {
  it('/learning has no serious or critical axe violations, on either tab', async () => {
    const page = await openPage('/learning');
    await page.getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Achievements' }).click();
    await page.getByText('No badges earned yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('a module, its video and its quiz have no serious or critical axe violations', async () => {
    const dns = academyModule(1);
    const page = await openPage(`/learning/${dns.id}`);
    await page.getByRole('heading', { level: 2, name: dns.segments[0]?.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: dns.segments[1]?.title }).click();
    await page.locator('video').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openQuiz(page, dns);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
