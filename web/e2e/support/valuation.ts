import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * Sets a range input the way a drag does: the native value setter (so React sees a change)
 * and the input event. Keyboard steps are tested separately; this reaches exact values.
 */
export async function setRange(slider: Locator, value: number): Promise<void> {
  await slider.evaluate((element, next) => {
    const input = element as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, String(next));
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** The simulator's controls by their labels. */
export function simulator(page: Page) {
  return {
    tab: (name: 'Domain Factors' | 'Results') => page.getByRole('tab', { name }),
    name: page.getByLabel('Domain Name', { exact: true }),
    extension: page.getByLabel('Extension', { exact: true }),
    slider: (label: 'Brandability' | 'SEO Value' | 'Commercial Potential' | 'Monthly Search Volume') =>
      page.getByRole('slider', { name: label }),
    industry: page.getByLabel('Industry', { exact: true }),
    calculate: page.getByRole('button', { name: /Calculate Value|Calculating/ }),
    adjust: page.getByRole('button', { name: 'Adjust Factors' }),
    value: page.locator('#simulator-estimated-value'),
    toast: page.getByRole('region', { name: 'Notifications' }).getByRole('alert'),
  };
}

/** Opens the simulator, types a name and calculates with the sliders as they are. */
export async function calculateFor(page: Page, name: string): Promise<void> {
  const s = simulator(page);
  await s.name.fill(name);
  await s.calculate.click();
  await s.value.waitFor();
}

/** Serious or critical axe violations on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
