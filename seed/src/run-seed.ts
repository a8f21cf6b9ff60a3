import { statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { createDigestSink, digestDatabase, type TableDigest } from './content-hash.ts';
import type { RowSink } from './context.ts';
import {
  afterLoadStatements,
  beforeIndexStatements,
  DATASETS,
  derivedColumns,
  seededTables,
} from './datasets/registry.ts';
import { generateOnWorkers } from './load/generate.ts';
import { localDatabaseFile, migrateLocal } from './load/local-database.ts';
import { loadRemote, remoteArgs, remoteHighestRowids } from './load/remote-database.ts';
import { createSqlFileWriter } from './load/sql-file-writer.ts';
import { openSqliteFileLoader, type SqliteFileLoader } from './load/sqlite-file-loader.ts';
import { layoutOf } from './load/table-layout.ts';
import { REPO_ROOT, runWrangler } from './load/wrangler.ts';
import type { SeedOptions } from './options.ts';
import { type Progress, silentProgress } from './progress.ts';

export interface SeedReport {
  rows: Record<string, number>;
  seconds: number;
  /** The local database file, or the SQL files written (and, with --remote, executed). */
  databaseFile?: string;
  databaseBytes?: number;
  sqlFiles?: string[];
  digests?: TableDigest[];
  /**
   * Per phase (migrations, generation and loading, then each post-load step): wall seconds,
   * this thread's CPU seconds and the whole process's (generator and helper threads too). CPU
   * seconds change little with the machine's load, so they compare runs where wall time cannot.
   */
  timings: { label: string; seconds: number; cpuSeconds: number; processCpuSeconds: number }[];
  /** The most memory the process held at once (resident set, every thread). */
  peakRssBytes: number;
}

/**
 * A local seed leaves its report beside the database file, so `npm run bench` can print
 * what the seed of the database it measures took (`worker/bench/seed-report.ts` reads it).
 */
function writeLocalReport(file: string, report: SeedReport, companies: number): void {
  const { seconds, timings, peakRssBytes, databaseBytes } = report;
  const at = new Date().toISOString();
  const body = { at, companies, seconds, peakRssBytes, databaseBytes, loadAverage: loadavg(), timings };
  writeFileSync(`${file}.seed.json`, `${JSON.stringify(body, null, 2)}\n`);
}

const REMOTE_SQL_DIR = path.join(REPO_ROOT, 'seed/out/remote');

function counting(sink: RowSink, rows: Record<string, number>, progress: Progress): RowSink {
  return {
    write(table, batch) {
      sink.write(table, batch);
      rows[table] = (rows[table] ?? 0) + batch.length;
      progress.rowsLoaded(table, batch.length);
    },
  };
}

function tee(...sinks: RowSink[]): RowSink {
  return {
    write(table, rows) {
      for (const sink of sinks) sink.write(table, rows);
    },
  };
}

/** Generates every dataset and loads it into the target the options name. */
export async function runSeed(
  options: SeedOptions,
  progress: Progress = silentProgress,
): Promise<SeedReport> {
  const started = performance.now();
  const layouts = seededTables().map(layoutOf);
  const rows: Record<string, number> = Object.fromEntries(layouts.map((layout) => [layout.name, 0]));
  const planned = DATASETS.reduce((sum, dataset) => sum + dataset.estimateRows(options), 0);
  const generation = { companies: options.companies, seed: options.seed, asOf: options.asOf };
  const { target } = options;
  const timings: SeedReport['timings'] = [];
  const timed = async (label: string, work: () => unknown) => {
    const start = performance.now();
    const cpu = process.threadCpuUsage();
    const processCpu = process.cpuUsage();
    await work();
    const used = process.threadCpuUsage(cpu);
    const processUsed = process.cpuUsage(processCpu);
    timings.push({
      label,
      seconds: (performance.now() - start) / 1000,
      cpuSeconds: (used.user + used.system) / 1e6,
      processCpuSeconds: (processUsed.user + processUsed.system) / 1e6,
    });
  };

  if (target.kind === 'local') {
    progress.phase('Applying migrations to the local D1 database (the generators start meanwhile)');
    // The generators need no database: they start while the migrations run (in a process of
    // their own, with miniflare a process beside it), and their first batches wait for the loader.
    const opened = migrateLocal(target.persistTo).then(() => {
      const file = localDatabaseFile(target.persistTo);
      const loader = openSqliteFileLoader(
        file,
        layouts.map((layout) => layout.name),
      );
      progress.rowsPlanned(planned);
      return { file, loader };
    });
    const generated = generateOnWorkers(
      generation,
      opened.then(({ loader }) => counting(loader, rows, progress)),
    );
    // Awaited after the migrations; a failure before then must not go unhandled.
    generated.catch(() => {});
    let database: { file: string; loader: SqliteFileLoader } | undefined;
    try {
      await timed('apply migrations (miniflare), generators started', () => opened);
      database = await opened;
      await timed('generate and insert rows', () => generated);
    } catch (error) {
      database?.loader.abort();
      progress.stop();
      throw error;
    }
    const { file, loader } = database;
    try {
      const steps = loader.finishSteps(afterLoadStatements(), {
        statements: beforeIndexStatements(generation),
        writes: new Set(derivedColumns().keys()),
      });
      for (const [i, step] of steps.entries()) {
        progress.finishStep(step.label, i, steps.length);
        await timed(step.label, () => step.run());
      }
      progress.finishStep('done', steps.length, steps.length);
    } catch (error) {
      loader.abort();
      throw error;
    } finally {
      progress.stop();
    }
    const report: SeedReport = {
      rows,
      seconds: 0,
      databaseFile: file,
      databaseBytes: statSync(file).size,
      timings,
      peakRssBytes: 0,
    };
    if (options.printHashes) {
      const db = new DatabaseSync(file, { readOnly: true });
      report.digests = digestDatabase(db, layouts, derivedColumns());
      db.close();
    }
    report.seconds = (performance.now() - started) / 1000;
    report.peakRssBytes = process.resourceUsage().maxRSS * 1024;
    writeLocalReport(file, report, options.companies);
    return report;
  }

  const outDir = target.kind === 'sql-files' ? path.resolve(target.outDir) : REMOTE_SQL_DIR;
  const remote = target.kind === 'remote' ? remoteArgs(target.environment) : [];
  let highestRowids = new Map<string, number>();
  if (target.kind === 'remote') {
    progress.phase('Applying migrations to the remote D1 database');
    await runWrangler(['d1', 'migrations', 'apply', 'DB', ...remote]);
    highestRowids = await remoteHighestRowids(layouts, target.environment);
  }
  const writer = createSqlFileWriter(outDir, layouts, highestRowids);
  const digests = createDigestSink(layouts, derivedColumns());
  progress.rowsPlanned(planned);
  await generateOnWorkers(
    generation,
    counting(options.printHashes ? tee(writer, digests) : writer, rows, progress),
  );
  const sqlFiles = writer.finish([...beforeIndexStatements(generation), ...afterLoadStatements()]);
  progress.stop();
  if (target.kind === 'remote') {
    await loadRemote(sqlFiles, target.environment, progress, timed);
  }
  return {
    rows,
    seconds: (performance.now() - started) / 1000,
    sqlFiles,
    timings,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    ...(options.printHashes ? { digests: digests.digests() } : {}),
  };
}
