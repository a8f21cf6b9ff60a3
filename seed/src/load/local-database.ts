import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { DEFAULT_STATE } from './local-migrations.ts';

/**
 * Applies the migrations to the local D1 database (creating it), as `wrangler d1 migrations
 * apply DB --local` does (see applyLocalMigrations), on a thread of its own: wrangler and
 * miniflare take about 250 MB once loaded, which the thread's end gives back before a seed's
 * generators need the memory.
 */
export function migrateLocal(persistTo: string | undefined): Promise<void> {
  const worker = new Worker(new URL('./migrate-worker.ts', import.meta.url), { workerData: { persistTo } });
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`the migrations thread stopped with exit code ${code}`));
    });
  });
}

function hasMigrationsTable(file: string): boolean {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare("select 1 from sqlite_master where name = 'd1_migrations'").get() !== undefined;
  } finally {
    db.close();
  }
}

/**
 * The SQLite file miniflare keeps for the D1 binding: the database under
 * <state>/v3/d1/miniflare-D1DatabaseObject that carries the migrations log (the newest one
 * if the database id changed and left an old file behind).
 */
export function localDatabaseFile(persistTo: string | undefined): string {
  const file = existingDatabaseFile(persistTo);
  if (!file)
    throw new Error(
      `No migrated local D1 database under ${databaseDirectory(persistTo)}; run the migrations first`,
    );
  return file;
}

const databaseDirectory = (persistTo: string | undefined) =>
  path.join(
    persistTo === undefined ? DEFAULT_STATE : path.resolve(persistTo),
    'v3/d1/miniflare-D1DatabaseObject',
  );

/** The local D1 database file (see localDatabaseFile), or undefined before the first migration. */
export function existingDatabaseFile(persistTo: string | undefined): string | undefined {
  const dir = databaseDirectory(persistTo);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
        .map((name) => path.join(dir, name))
        .filter(hasMigrationsTable)
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    : [];
  return files[0];
}
