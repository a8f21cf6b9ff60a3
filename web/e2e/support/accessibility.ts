import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';

/**
 * Serious and critical axe violations (WCAG 2.2 A/AA and best practices), one line each
 * with the selectors of the offending nodes, so a failure says exactly where to look.
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** A short CSS-ish path for reports: tag, id, classes, nth-of-type up to a landmark. */
function describeActiveElement(): string | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const parts: string[] = [];
  for (let node: Element | null = el; node && parts.length < 4; node = node.parentElement) {
    const id = node.id ? `#${node.id}` : '';
    const classes = [...node.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
    if (node.id) break;
  }
  const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
  return `${parts.join(' > ')} "${label}"`;
}

/**
 * Tabs through the page: how many tab stops it visited, and every one that showed no focus
 * indicator (no outline and no box-shadow ring). Stops when focus wraps or after `maxStops`.
 */
export async function focusIndicators(
  page: Page,
  maxStops = 40,
): Promise<{ stops: number; missing: string[] }> {
  const missing: string[] = [];
  const seen = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(describeActiveElement);
    if (stop === null || seen.has(stop)) break;
    seen.add(stop);
    const visible = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    });
    if (!visible) missing.push(stop);
  }
  return { stops: seen.size, missing };
}

/** True when keyboard focus is inside the locator's element. */
export function focusIsWithin(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

/** The tab stops that show no focus indicator (see focusIndicators). */
export async function focusStopsWithoutIndicator(page: Page, maxStops = 40): Promise<string[]> {
  return (await focusIndicators(page, maxStops)).missing;
}
