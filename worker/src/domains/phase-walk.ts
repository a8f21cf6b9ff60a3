import { type Refused, refuseField } from '../refusal.ts';
import type { ScanHit, ScanResult } from './data/budgeted-scan.ts';
import type { DomainRow } from './data/domain-row.ts';
import { encodeCursor, type SearchPosition } from './search-cursor.ts';

export interface SearchPage {
  rows: DomainRow[];
  nextCursor: string | null;
}

/**
 * The refusal of a cursor this search did not issue (another sort, another keyword's plan):
 * nothing is read. `what` names the walk for the visitor: a search or a browse.
 */
export const foreignCursor = (what: 'search' | 'browse'): Refused =>
  refuseField({ in: 'query', name: 'cursor' }, `does not belong to this ${what}`);

/** How one plan is read: its phases in turn, each scanned from a key, by one sort's cursor. */
interface PhaseWalk {
  sortBy: Parameters<typeof encodeCursor>[0];
  phases: number;
  limit: number;
  /** Where a phase is read from when the walk enters it. */
  startOf: (phase: number) => string;
  scan: (phase: number, after: string, take: number) => Promise<ScanResult>;
}

/**
 * One page of a phased plan from `position`. Phases are walked in turn until the page is
 * full; a page ends short, with a cursor, when a phase's scan budget runs out first.
 */
export async function walkPhases(walk: PhaseWalk, from: SearchPosition): Promise<SearchPage> {
  const rows: DomainRow[] = [];
  let position = from;
  while (position.phase < walk.phases) {
    const want = walk.limit - rows.length;
    const { hits, resumeAfter } = await walk.scan(position.phase, position.after, want + 1);
    if (hits.length > want) {
      const page = hits.slice(0, want);
      rows.push(...page);
      const last = page.at(-1) as ScanHit;
      return {
        rows,
        nextCursor: encodeCursor(walk.sortBy, { phase: position.phase, after: last.search_key }),
      };
    }
    rows.push(...hits);
    if (resumeAfter) {
      return { rows, nextCursor: encodeCursor(walk.sortBy, { phase: position.phase, after: resumeAfter }) };
    }
    const next = position.phase + 1;
    position = { phase: next, after: next < walk.phases ? walk.startOf(next) : '' };
    if (rows.length === walk.limit) {
      const more = position.phase < walk.phases;
      return { rows, nextCursor: more ? encodeCursor(walk.sortBy, position) : null };
    }
  }
  return { rows, nextCursor: null };
}
