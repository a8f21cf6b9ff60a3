import {
  ENDING_STATUSES_SQL,
  LISTED_STATUSES_SQL,
  listedEndKey,
  listedValueKey,
} from '@domainary/schema/tables/listed-domain-keys.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ScanResult, scanKeys } from './budgeted-scan.ts';

/** The indexes of migration 0025: one integer key per order, over the listed statuses. */
export type ListedIndex = 'domains_listed_by_value_idx' | 'domains_listed_by_end_idx';

/** Each index's key expression and the partial-index condition a query must repeat to use it. */
const indexes = {
  domains_listed_by_value_idx: { key: listedValueKey, holds: sql.raw(LISTED_STATUSES_SQL) },
  domains_listed_by_end_idx: { key: listedEndKey, holds: sql.raw(ENDING_STATUSES_SQL) },
} as const;

/** One budgeted read of a listed index for one status, as the browse planned it. */
interface ListedScan {
  index: ListedIndex;
  status: string;
  /** Decimal index key; the scan resumes after it. */
  after: string;
  /** The search's filters, each a row-level condition. */
  filters: readonly SQL[];
  /** Only names whose end is not known: the ones the end-ordered index cannot hold. */
  endUnknown: boolean;
  take: number;
  budget: number;
}

/**
 * Up to `take` rows of a status passing every filter, along the index's order from just after
 * `after`. The bound is `0 + ?`: the key travels as decimal text (past JavaScript's exact
 * integers) and arithmetic makes it an integer, where a cast would keep SQLite from seeking
 * the index.
 */
export function scanListed(
  db: Database,
  { index, status, after, filters, endUnknown, take, budget }: ListedScan,
): Promise<ScanResult> {
  const { key, holds } = indexes[index];
  const conditions = endUnknown ? [...filters, sql`d.auction_ends_on is null`] : filters;
  const where = sql.join([sql`1`, ...conditions], sql` and `);
  const keys = sql`select (${key}) as k from domains indexed by ${sql.raw(index)}
    where ${holds} and status = ${status} and (${key}) > (0 + ${after})
    order by (${key}) limit ${budget}`;
  return scanKeys(db, { keys, where, take, budget });
}
