import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { promisify } from 'node:util';
import { afterAll, inject } from 'vitest';
import { localDatabaseFile } from '../../src/load/local-database.ts';

const run = promisify(execFile);

/**
 * Call once at the top of an importer test file: a temporary folder, removed after the file,
 * and `freshDatabase`, which copies the project's migrated, empty local database for each test.
 */
export function importDatabases(prefix: string) {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const migrated = localDatabaseFile(inject('migratedState'));

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  /** A fresh copy of the migrated, empty database (VACUUM INTO: the WAL is included). */
  function freshDatabase(name: string): DatabaseSync {
    const file = path.join(root, `${name}.sqlite`);
    const source = new DatabaseSync(migrated, { readOnly: true });
    source.exec(`vacuum into '${file}'`);
    source.close();
    return new DatabaseSync(file);
  }

  return { root, freshDatabase };
}

/** Runs an importer script as `npm run import:…` does, from the repository's root. */
export function runImporter(script: string, ...args: string[]) {
  return run(process.execPath, [path.join(import.meta.dirname, '../../src/importers', script), ...args], {
    cwd: path.join(import.meta.dirname, '../../..'),
  });
}
