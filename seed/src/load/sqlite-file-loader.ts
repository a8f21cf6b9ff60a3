import { existsSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { RowSink } from '../context.ts';
import { copyFullTextBack, startFullTextHelper } from './fulltext-helper.ts';
import { type LoadSchema, quoteIdentifier, readLoadSchema } from './sqlite-schema.ts';
import type { SqlValue } from './table-layout.ts';
import { parseTrigger, type Replay, replayOf } from './trigger-replay.ts';

/** Statements run once the rows are in, before any index is built, and the tables they write. */
interface BeforeIndexes {
  statements: readonly string[];
  writes: ReadonlySet<string>;
}

interface FinishStep {
  label: string;
  run(): void | Promise<void>;
}

export interface SqliteFileLoader extends RowSink {
  /**
   * The post-load work (`beforeIndexes` SQL, indexes, full-text indexes, triggers, `afterLoad`
   * SQL, swap) as named steps.
   */
  finishSteps(afterLoad: readonly string[], beforeIndexes?: BeforeIndexes): FinishStep[];
  abort(): void;
}

/** Helper threads that build full-text indexes beside the loading thread (with a second core). */
const FULL_TEXT_HELPERS = 2;

/**
 * The replays of the `count` source tables whose triggers feed the most FTS tables, each
 * table's triggers together (they read the same rows, copied to the helper once).
 */
function heaviestSources(replays: ReadonlyMap<string, Replay>, count: number): [string, Replay][][] {
  const bySource = new Map<string, [string, Replay][]>();
  for (const entry of replays) {
    const source = entry[1].source;
    bySource.set(source, [...(bySource.get(source) ?? []), entry]);
  }
  const weight = (triggers: [string, Replay][]) =>
    triggers.reduce((sum, [, replay]) => sum + replay.statements.length, 0);
  return [...bySource.values()].sort((a, b) => weight(b) - weight(a)).slice(0, count);
}

/** One source table's replays as a single job: every FTS table filled, every column read. */
function mergeReplays(replays: Replay[]): Replay {
  return {
    source: (replays[0] as Replay).source,
    targets: replays.flatMap((replay) => replay.targets),
    columns: [...new Set(replays.flatMap((replay) => replay.columns))],
    statements: replays.flatMap((replay) => replay.statements),
  };
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
  const scratchPaths = Array.from({ length: FULL_TEXT_HELPERS }, (_, i) => `${targetPath}.fulltext${i}`);
  const scratch = [buildPath, ...sidecars(buildPath), ...scratchPaths];
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
    finishSteps(afterLoad, beforeIndexes = { statements: [], writes: new Set() }) {
      const steps: FinishStep[] = [{ label: 'commit', run: () => db.exec('commit') }];
      // With a second core, the full-text triggers of the two tables whose triggers feed the
      // most FTS tables (the companies' and the domains') are replayed on two helper threads
      // while this one creates the B-tree indexes, replays the rest and runs the after-load
      // statements: each of the three is about a third of the work after the load, so the
      // two cores stay busy until the end rather than this thread finishing alone.
      const offloaded = availableParallelism() > 1 ? heaviestSources(replays, FULL_TEXT_HELPERS) : [];
      const helpers = offloaded.map((triggers, i) => ({
        label: triggers.map(([name]) => name).join(', '),
        scratchPath: scratchPaths[i] as string,
        job: mergeReplays(triggers.map(([, replay]) => replay)),
        running: undefined as Promise<void> | undefined,
      }));
      const createSql = new Map(schema.tables.map((table) => [table.name, table.sql]));
      const start = (helper: (typeof helpers)[number]) => ({
        label: `start helper for ${helper.label}`,
        run: () => {
          helper.running = startFullTextHelper(db, helper.scratchPath, helper.job, createSql);
          // Reported when awaited; a rejection before then must not go unhandled.
          helper.running.catch(() => {});
        },
      });
      // A helper whose table the before-index statements leave alone starts before them,
      // so it has the other core while they run on this one.
      const early = helpers.filter((helper) => !beforeIndexes.writes.has(helper.job.source));
      steps.push(...early.map(start));
      if (beforeIndexes.statements.length > 0) {
        // Before the indexes and the other helpers' copies, which read the columns filled here.
        steps.push({
          label: 'before-index statements',
          run: () => runInOneTransaction(db, beforeIndexes.statements),
        });
      }
      steps.push(...helpers.filter((helper) => !early.includes(helper)).map(start));
      steps.push({
        label: 'indexes',
        run: () => {
          for (const index of schema.indexes) db.exec(index.sql);
        },
      });
      const onHelpers = new Set(offloaded.flat().map(([name]) => name));
      for (const [trigger, replay] of replays) {
        if (onHelpers.has(trigger)) continue;
        steps.push({
          label: `full-text via ${trigger}`,
          run: () => {
            for (const sql of replay.statements) db.exec(sql);
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
      // Last, so this thread's own work overlaps the helpers'; the copies write only the FTS
      // tables' shadow tables, which neither the triggers nor the statements above touch.
      for (const helper of helpers) {
        steps.push({
          label: `full-text via ${helper.label} (helper thread)`,
          run: async () => {
            await helper.running;
            copyFullTextBack(db, helper.scratchPath, helper.job);
          },
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
