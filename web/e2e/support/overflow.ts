import type { Page } from 'playwright-core';

/** A phone's screen, narrower than any phone the site is meant for. */
export const phoneViewport = { width: 360, height: 740 };

/**
 * Every visible element whose box passes the right edge of the screen, or of the dialog box
 * it sits in (a dialog box scrolls up and down, never sideways), described by tag, classes,
 * text and how far it passes. Elements inside any other box that scrolls sideways (a wide
 * table's overflow-x-auto wrapper) are what that box is for, and are left out; the box
 * itself is measured.
 */
export function elementsPastRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const screenRight = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const isDialogBox = (el: Element) => el.classList.contains('modal-box');
    const describe = (el: Element, right: number, edge: number) => {
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 6) : [];
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      const what = [el.tagName.toLowerCase(), ...classes].join('.');
      return `${what} "${text}" ends at ${Math.round(right)} px, past ${Math.round(edge)} px`;
    };
    /** The right edge the element must stay within, or null inside a sideways scroller. */
    const edgeFor = (el: Element): number | null => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        if (isDialogBox(box)) return box.getBoundingClientRect().right;
        if (scrollsSideways(box) && box !== document.documentElement && box !== document.body) return null;
      }
      return screenRight;
    };
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.position === 'fixed') continue;
      // Screen-reader-only text is a 1 px clipped box, never seen.
      if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.position === 'absolute')) continue;
      if (el.closest('dialog:not([open])')) continue;
      const edge = edgeFor(el);
      if (edge !== null && rect.right > edge + 0.5) found.push(describe(el, rect.right, edge));
    }
    return found;
  });
}

/**
 * Every box that scrolls sideways as shown (its content is wider than it) and that a visitor
 * without a pointer cannot scroll: it is not a tab stop, so the arrow keys never reach it, or
 * it has no name for a screen reader to say when it takes focus.
 */
export function scrollersOutOfKeyboardReach(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!['auto', 'scroll'].includes(getComputedStyle(el).overflowX)) continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      if (el.tabIndex >= 0 && el.getAttribute('aria-label')) continue;
      const classes = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      found.push(
        `${[el.tagName.toLowerCase(), ...classes].join('.')} "${text}" scrolls ${el.scrollWidth - el.clientWidth} px`,
      );
    }
    return found;
  });
}
