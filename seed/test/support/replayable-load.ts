import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, inject } from 'vitest';
import { localDatabaseFile } from '../../src/load/local-database.ts';
import { runSeed, type SeedReport } from '../../src/run-seed.ts';

export interface ReplayableLoad {
  /** What the seed wrote: the rows per table the load must leave. */
  report: SeedReport;
  /** The SQL files a remote load runs, in order. */
  files: string[];
  /** The wrangler state directory of a migrated, empty local D1 to replay them into. */
  state: string;
}

/**
 * Call once at the top of a test file: a temporary folder, removed after the file. The
 * returned function writes the SQL files a remote load of `companies` companies runs and
 * copies the project's migrated, empty local D1 beside them.
 */
export function replayableLoads(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  return async (companies: number, seed: number): Promise<ReplayableLoad> => {
    const state = path.join(root, 'state');
    const report = await runSeed({
      companies,
      seed,
      asOf: '2026-06-01',
      target: { kind: 'sql-files', outDir: path.join(root, 'sql') },
      printHashes: false,
    });
    cpSync(inject('migratedState'), state, { recursive: true });
    return { report, files: report.sqlFiles ?? [], state };
  };
}

/** How many rows `table` holds in the local D1 of `state`. */
export function storedRows(state: string, table: string): number {
  const db = new DatabaseSync(localDatabaseFile(state), { readOnly: true });
  try {
    return (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}
