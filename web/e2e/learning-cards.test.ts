import { describe, expect, it } from 'vitest';
import { browserPages } from './support/browser.ts';
import { phoneViewport } from './support/overflow.ts';

const { openPage } = browserPages();

describe('learning module cards', () => {
  it.each([
    ['a desktop', { width: 1280, height: 800 }],
    ['a phone', phoneViewport],
  ])('show at most two lines of a description on %s, clamping the longer ones', async (_, viewport) => {
    const page = await openPage('/learning', { viewport });
    await page.getByRole('article').first().waitFor();
    const descriptions = await page.getByRole('article').evaluateAll((cards) =>
      cards.map((card) => {
        const text = card.querySelector('p.line-clamp-2') as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        return { lines: text.clientHeight / lineHeight, clipped: text.scrollHeight > text.clientHeight };
      }),
    );
    expect(descriptions.length).toBeGreaterThan(0);
    for (const { lines } of descriptions) expect(lines).toBeLessThanOrEqual(2);
    // The academy's descriptions run longer than two lines, so the clamp is what is tested.
    expect(descriptions.some(({ clipped }) => clipped)).toBe(true);
  });
});
