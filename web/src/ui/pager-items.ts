export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/** The pager lists every page when there are this many or fewer, otherwise uses ellipses. */
const PAGER_ALL_PAGES_UP_TO = 5;

/**
 * The buttons of the pager: all pages up to PAGER_ALL_PAGES_UP_TO; beyond that the first
 * and last page, the current one with its neighbours, and an ellipsis for each run of
 * hidden pages.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  if (pages <= PAGER_ALL_PAGES_UP_TO) {
    return Array.from({ length: pages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  }
  // Near either end, keep three pages beside the first or last so the pager keeps its width.
  const from = Math.max(2, Math.min(current - 1, pages - 3));
  const to = Math.min(pages - 1, Math.max(current + 1, 4));
  const shown = [1, ...Array.from({ length: to - from + 1 }, (_, i) => from + i), pages];
  const items: PagerItem[] = [];
  for (const [i, page] of shown.entries()) {
    const previous = shown[i - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page });
  }
  return items;
}
