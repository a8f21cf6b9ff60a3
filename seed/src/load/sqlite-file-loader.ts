import { existsSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { RowSink } from '../context.ts';
import { copyFullTextBack, startFullTextHelper } from './fulltext-helper.ts';
import { type LoadSchema, quoteIdentifier, readLoadSchema } from './sqlite-schema.ts';
import type { SqlValue } from './table-layout.ts';
import { parseTrigger, type Replay, replayOf } from './trigger-replay.ts';

interface FinishStep {
  label: string;
  run(): void | Promise<void>;
}

export interface SqliteFileLoader extends RowSink {
  /**
   * The post-load work (`beforeIndexes` SQL, indexes, full-text indexes, triggers, `afterLoad`
   * SQL, swap) as named steps.
   */
  finishSteps(afterLoad: readonly string[], beforeIndexes?: readonly string[]): FinishStep[];
  abort(): void;
}

function sidecars(path: string): string[] {
  return [`${path}-wal`, `${path}-shm`, `${path}-journal`];
}

/**
 * Loads a SQLite file (the local D1 database miniflare keeps under .wrangler) the fast way:
 * a fresh file gets the target's schema and its unseeded rows (migrations log, visitor
 * data), the seeded tables are bulk-inserted with no journal, indexes, FTS5 and triggers
 * are built once at the end, and the finished file replaces the target in one rename. A
 * failure at any point leaves the target as it was.
 */
export function openSqliteFileLoader(targetPath: string, seededTables: readonly string[]): SqliteFileLoader {
  const buildPath = `${targetPath}.seeding`;
  const scratchPath = `${targetPath}.fulltext`;
  const scratch = [buildPath, ...sidecars(buildPath), scratchPath];
  for (const path of scratch) rmSync(path, { force: true });
  // Not defensive: the full-text helper writes FTS5 shadow tables directly.
  const db = new DatabaseSync(buildPath, { defensive: false });
  let schema: LoadSchema;
  const seeded = new Set(seededTables);
  const replays = new Map<string, Replay>();
  const deferredTriggers: string[] = [];
  try {
    db.exec(`pragma journal_mode = off; pragma synchronous = off; pragma locking_mode = exclusive;
      pragma temp_store = memory; pragma cache_size = -262144; pragma foreign_keys = off`);
    db.prepare('attach database ? as target').run(targetPath);
    // Fails with SQLITE_BUSY while another process is writing to the database. A running
    // `wrangler dev` holds no lock between queries and reads the swapped-in file afterwards.
    db.exec('pragma target.locking_mode = exclusive; begin exclusive; commit');
    schema = readLoadSchema(db, 'target');
    for (const table of schema.tables) db.exec(table.sql);
    // Full-text triggers are replayed set-wise after the load; other insert triggers of
    // seeded tables must see every row, so they exist from the start.
    for (const trigger of schema.triggers) {
      const replay = replayOf(trigger.sql, schema.fullText);
      if (replay) replays.set(trigger.name, replay);
      const parsed = parseTrigger(trigger.sql);
      if (!replay && parsed?.event === 'insert' && seeded.has(parsed.table)) db.exec(trigger.sql);
      else deferredTriggers.push(trigger.sql);
    }
    db.exec('begin');
    for (const table of schema.tables) {
      if (seeded.has(table.name) || schema.fullText.includes(table.name)) continue;
      const name = quoteIdentifier(table.name);
      db.exec(`insert into main.${name} select * from target.${name}`);
    }
    if (db.prepare("select 1 from target.sqlite_master where name = 'sqlite_sequence'").get()) {
      db.exec('insert into main.sqlite_sequence select * from target.sqlite_sequence');
    }
    db.exec('commit');
    db.exec('detach database target');
    db.exec('begin');
  } catch (error) {
    db.close();
    rmSync(buildPath, { force: true });
    if ((error as { errcode?: number }).errcode === 5) {
      throw new Error(
        `The local database is being written by another process; retry when it is done: ${targetPath}`,
      );
    }
    throw error;
  }

  const inserts = new Map<string, StatementSync>();
  const insertFor = (table: string, width: number) => {
    let statement = inserts.get(table);
    if (!statement) {
      statement = db.prepare(
        `insert into ${quoteIdentifier(table)} values (${new Array(width).fill('?').join(',')})`,
      );
      inserts.set(table, statement);
    }
    return statement;
  };

  return {
    write(table: string, rows: SqlValue[][]) {
      if (rows.length === 0) return;
      const statement = insertFor(table, (rows[0] as SqlValue[]).length);
      for (const row of rows) statement.run(...row);
    },
    finishSteps(afterLoad, beforeIndexes = []) {
      const steps: FinishStep[] = [{ label: 'commit', run: () => db.exec('commit') }];
      if (beforeIndexes.length > 0) {
        // Before the indexes and the full-text helper's copy, which read the columns filled here.
        steps.push({
          label: 'before-index statements',
          run: () => runInOneTransaction(db, beforeIndexes),
        });
      }
      // With a second core, the full-text triggers of the table behind the trigger that feeds
      // the most FTS tables are replayed on a helper thread while this one creates the indexes
      // and replays the rest.
      const [heaviest] = [...replays.values()].sort((a, b) => b.statements.length - a.statements.length);
      const offloaded =
        heaviest && availableParallelism() > 1
          ? [...replays].filter(([, replay]) => replay.source === heaviest.source)
          : [];
      const helperJob: Replay | undefined = heaviest && {
        source: heaviest.source,
        targets: offloaded.flatMap(([, replay]) => replay.targets),
        columns: [...new Set(offloaded.flatMap(([, replay]) => replay.columns))],
        statements: offloaded.flatMap(([, replay]) => replay.statements),
      };
      const helperLabel = offloaded.map(([trigger]) => trigger).join(', ');
      let helper: Promise<void> | undefined;
      if (helperJob && offloaded.length > 0) {
        const createSql = new Map(schema.tables.map((table) => [table.name, table.sql]));
        steps.push({
          label: `start helper for ${helperLabel}`,
          run: () => {
            helper = startFullTextHelper(db, scratchPath, helperJob, createSql);
            // Reported when awaited; a rejection before then must not go unhandled.
            helper.catch(() => {});
          },
        });
      }
      steps.push({
        label: 'indexes',
        run: () => {
          for (const index of schema.indexes) db.exec(index.sql);
        },
      });
      for (const [trigger, replay] of replays) {
        if (offloaded.some(([name]) => name === trigger)) continue;
        steps.push({
          label: `full-text via ${trigger}`,
          run: () => {
            for (const sql of replay.statements) db.exec(sql);
          },
        });
      }
      if (helperJob && offloaded.length > 0) {
        steps.push({
          label: `full-text via ${helperLabel} (helper thread)`,
          run: async () => {
            await helper;
            copyFullTextBack(db, scratchPath, helperJob);
          },
        });
      }
      steps.push({
        label: 'triggers and views',
        run: () => {
          for (const sql of [...deferredTriggers, ...schema.views.map((view) => view.sql)]) db.exec(sql);
        },
      });
      const kept = schema.tables
        .map((table) => table.name)
        .filter((name) => !seededTables.includes(name) && !schema.fullText.includes(name));
      steps.push({ label: 'visitor rows of removed data', run: () => dropOrphans(db, kept) });
      if (afterLoad.length > 0) {
        steps.push({
          label: 'after-load statements',
          run: () => runInOneTransaction(db, afterLoad),
        });
      }
      steps.push({
        label: 'swap in',
        run: () => {
          db.exec('pragma journal_mode = wal');
          db.close();
          for (const path of sidecars(targetPath)) rmSync(path, { force: true });
          renameSync(buildPath, targetPath);
        },
      });
      return steps;
    },
    abort() {
      if (db.isOpen) db.close();
      for (const path of scratch) if (existsSync(path)) rmSync(path, { force: true });
    },
  };
}

/**
 * Visitor rows kept from the old database (watchlist entries, progress) whose seeded parent
 * no longer exists, for instance after reseeding with fewer companies, are removed as the
 * foreign keys' ON DELETE CASCADE would have done.
 */
/** Statements that read and write the loaded rows, committed together. */
function runInOneTransaction(db: DatabaseSync, statements: readonly string[]): void {
  db.exec('begin');
  for (const sql of statements) db.exec(sql);
  db.exec('commit');
}

function dropOrphans(db: DatabaseSync, kept: readonly string[]): void {
  for (let pass = 0; pass < 8; pass++) {
    let removed = 0;
    for (const table of kept) {
      const orphans = db.prepare(`pragma foreign_key_check(${quoteIdentifier(table)})`).all() as {
        rowid: number;
      }[];
      if (orphans.length === 0) continue;
      const remove = db.prepare(`delete from ${quoteIdentifier(table)} where rowid = ?`);
      for (const orphan of orphans) removed += Number(remove.run(orphan.rowid).changes);
    }
    if (removed === 0) return;
  }
}
