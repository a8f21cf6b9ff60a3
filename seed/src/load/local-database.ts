import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { DEFAULT_STATE } from './local-migrations.ts';

/**
 * Applies the migrations to the local D1 database (creating it), as `wrangler d1 migrations
 * apply DB --local` does (see applyLocalMigrations), in a Node process of its own: wrangler and
 * miniflare take about 250 MB once loaded, which the process's end gives back before a seed's
 * generators need the memory. Not on a worker thread: wrangler brings WebAssembly (undici's
 * HTTP parser), and a thread that frees compiled code while the generator threads compile
 * theirs can trip a V8 check that aborts the whole seed (`jit_page.has_value()`, seen once
 * in CI on Node 24); a process of its own shares no code pages with them.
 */
export function migrateLocal(persistTo: string | undefined): Promise<void> {
  const script = fileURLToPath(new URL('./migrate-process.ts', import.meta.url));
  const child = spawn(process.execPath, [script, ...(persistTo === undefined ? [] : [persistTo])], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the migrations process stopped with ${signal ?? `exit code ${code}`}`));
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
