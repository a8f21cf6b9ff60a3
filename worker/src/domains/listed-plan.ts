import type { ListedSort, ListedStatus } from '@domainary/schema/contracts/domain-choices.ts';
import { START_KEY } from './search-cursor.ts';

/** The indexes of migration 0025: one integer key per order, over the listed statuses. */
type ListedIndex = 'domains_listed_by_value_idx' | 'domains_listed_by_end_idx';

export interface ListedPhase {
  index: ListedIndex;
  /** The key a scan of this phase starts after. */
  startAfter: string;
  /** Only names whose end is not known: the ones the end-ordered index cannot hold. */
  endUnknown: boolean;
}

/** An end day's first key: YYYYMMDD << 26 (the ids fill the low 26 bits). */
const firstKeyOfDay = (isoDay: string) => BigInt(isoDay.replaceAll('-', '')) << 26n;

/**
 * The ordered scans of a browse. By value: the value index. Ending soonest: the end index
 * from today's first key, so names already ended are not listed; then, for auctions, those
 * whose end is not known (the sample's), by value, since an auction without an end date
 * is still open.
 */
export function listedPhases(status: ListedStatus, sortBy: ListedSort, today: string): ListedPhase[] {
  const byValue = { index: 'domains_listed_by_value_idx', startAfter: START_KEY } as const;
  if (sortBy === 'value') return [{ ...byValue, endUnknown: false }];
  const byEnd: ListedPhase = {
    index: 'domains_listed_by_end_idx',
    startAfter: String(firstKeyOfDay(today) - 1n),
    endUnknown: false,
  };
  return status === 'auction' ? [byEnd, { ...byValue, endUnknown: true }] : [byEnd];
}
