import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { localDatabaseFile, migrateLocal } from '../src/load/local-database.ts';
import { persistArgs, runWrangler } from '../src/load/wrangler.ts';

const root = mkdtempSync(path.join(tmpdir(), 'domainary-migrations-'));

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** What the migrations leave: the schema, the migrations log (but its times) and the id counters. */
function migratedStateOf(persistTo: string) {
  const file = localDatabaseFile(persistTo);
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return {
      file: path.basename(file),
      schema: db.prepare('select type, name, tbl_name, sql from sqlite_master order by rowid').all(),
      log: db.prepare('select id, name from d1_migrations order by id').all(),
      counters: db.prepare('select name, seq from sqlite_sequence order by name').all(),
    };
  } finally {
    db.close();
  }
}

const wranglerApply = (persistTo: string) =>
  runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs(persistTo)]);

describe('applying the migrations to the local D1 database', () => {
  it('leaves what `wrangler d1 migrations apply --local` leaves, in the file wrangler reads', async () => {
    const byWrangler = path.join(root, 'wrangler');
    const inProcess = path.join(root, 'in-process');
    await wranglerApply(byWrangler);
    await migrateLocal(inProcess);

    const expected = migratedStateOf(byWrangler);
    expect(expected.log.length).toBeGreaterThan(30);
    expect(migratedStateOf(inProcess)).toEqual(expected);
    // wrangler finds every migration logged as applied, in the same database file.
    expect(await wranglerApply(inProcess)).toContain('No migrations to apply');
    // Applying again changes nothing.
    await migrateLocal(inProcess);
    expect(migratedStateOf(inProcess)).toEqual(expected);
  });
});
