import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './wrangler.ts';

/** wrangler's default state directory for `--local`. */
export const DEFAULT_STATE = path.join(REPO_ROOT, '.wrangler/state');

/** The part of miniflare's D1 binding the migrations use (the seed is typed for Node, not workerd). */
interface D1Binding {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}
interface D1Statement {
  all(): Promise<{ results: Record<string, unknown>[] }>;
}

/** wrangler's migrations log, created and written with wrangler's own statements. */
const MIGRATIONS_TABLE = '"d1_migrations"';
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE}(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;

/**
 * Applies the migrations to the local D1 database (creating it), as `wrangler d1 migrations
 * apply DB --local` does and `wrangler dev` will see it: each pending file of the binding's
 * migrations directory in name order, split into statements by wrangler's own splitter and
 * run as one batch with the line that logs it, through miniflare's D1. wrangler starts a
 * miniflare per file (on this 2-core machine about 13 s of CPU for the 33 files of a fresh
 * database); one for all of them takes about 2.
 */
export async function applyLocalMigrations(persistTo: string | undefined): Promise<void> {
  const { getPlatformProxy, unstable_readConfig, unstable_splitSqlQuery } = await import('wrangler');
  const configPath = path.join(REPO_ROOT, 'wrangler.toml');
  const binding = unstable_readConfig({ config: configPath }).d1_databases.find(
    (d1: { binding: string }) => d1.binding === 'DB',
  );
  if (!binding) throw new Error('wrangler.toml binds no D1 database as DB');
  // wrangler's own default when a binding names no directory.
  const directory = path.join(REPO_ROOT, binding.migrations_dir ?? 'migrations');
  const state = persistTo === undefined ? DEFAULT_STATE : path.resolve(persistTo);
  // wrangler's notes on the secrets of .dev.vars concern the worker, not its migrations. A
  // thread's environment is its own copy, so this quiets wrangler on this thread alone.
  process.env.WRANGLER_LOG ??= 'error';
  const proxy = await getPlatformProxy<{ DB: D1Binding }>({
    configPath,
    persist: { path: path.join(state, 'v3') },
  });
  try {
    const db = proxy.env.DB;
    await db.batch([db.prepare(CREATE_MIGRATIONS_TABLE)]);
    const logged = await db.prepare(`SELECT * FROM ${MIGRATIONS_TABLE} ORDER BY id`).all();
    const applied = new Set(logged.results.map((row) => row.name));
    const files = readdirSync(directory)
      .filter((name) => name.endsWith('.sql') && !applied.has(name))
      .sort();
    for (const name of files) {
      const sql = `${readFileSync(path.join(directory, name), 'utf8')}
INSERT INTO ${MIGRATIONS_TABLE} (name)
values ('${name.replaceAll("'", "''")}');`;
      try {
        await db.batch(unstable_splitSqlQuery(sql).map((statement) => db.prepare(statement)));
      } catch (error) {
        throw new Error(
          `Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  } finally {
    await proxy.dispose();
  }
}
