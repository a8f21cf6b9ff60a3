import type { DomainName } from '@domainary/schema/keyword/domain-name.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ScanResult, scanKeys } from './budgeted-scan.ts';

/** The contentless trigram indexes of migration 0004, each keyed by one sort order. */
export type RankedIndex = 'domains_by_value_fts' | 'domains_by_length_fts';

/**
 * One phase of a keyword search as the planner chose it: which ranked index, its MATCH, the
 * row-level conditions, where to resume, how many rows to return and how many index keys to
 * check.
 */
export interface PhaseScan {
  index: RankedIndex;
  match: string;
  where: SQL;
  /** Decimal index key; the scan resumes after it. */
  after: string;
  take: number;
  budget: number;
  /** Names whose stored rows the same statement reads too (ScanResult.named). */
  alsoNamed?: readonly DomainName[];
}

/**
 * Up to `take` matching rows after `after` in the phase's index order, in one statement.
 * Trigram matching is most of a search's work, and a keyword with few matches reads its
 * whole budget either way.
 */
export function scanPhase(
  db: Database,
  { index, match, where, after, take, budget, alsoNamed }: PhaseScan,
): Promise<ScanResult> {
  const table = sql.raw(index);
  const keys = sql`select rowid as k from ${table}
    where ${table} match ${match} and rowid > cast(${after} as integer)
    order by rowid limit ${budget}`;
  return scanKeys(db, { keys, where, take, budget, alsoNamed });
}
