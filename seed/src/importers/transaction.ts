import type { DatabaseSync } from 'node:sqlite';

/** Runs `work` in one write transaction: everything it did is kept, or nothing is. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('begin immediate');
  try {
    const result = work();
    db.exec('commit');
    return result;
  } catch (error) {
    db.exec('rollback');
    throw error;
  }
}
