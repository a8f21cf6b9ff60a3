import type { ListedSort, SortOption } from '@domainary/schema/contracts/domains.ts';

/** A keyword search's order or a status browse's: each has its own initial. */
type CursorSort = SortOption | ListedSort;

/**
 * Where the next page resumes: the phase of the plan and the last index key read. Keys are
 * 62-bit integers, past JavaScript's exact range, so they travel as decimal text and SQLite
 * does the arithmetic. The sort's initial guards against a cursor reused under another sort.
 */
export interface SearchPosition {
  phase: number;
  /** Decimal index key; the scan resumes after it. */
  after: string;
}

export const START_KEY = '-1';
const pattern = /^([rvle])(\d)_(-1|\d{1,19})$/;

export function encodeCursor(sortBy: CursorSort, position: SearchPosition): string {
  return `${sortBy[0]}${position.phase}_${position.after}`;
}

/** The position a cursor names, or null when it is not one this sort issued. */
export function decodeCursor(sortBy: CursorSort, cursor: string, phases: number): SearchPosition | null {
  const m = pattern.exec(cursor);
  if (!m || m[1] !== sortBy[0]) return null;
  const phase = Number(m[2]);
  if (phase >= phases) return null;
  return { phase, after: m[3] as string };
}
