import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './wrangler.ts';

/** The part of miniflare's D1 binding the replay uses (the seed is typed for Node, not workerd). */
interface D1Binding {
  prepare(sql: string): { run(): Promise<unknown> };
}

export interface StatementTiming {
  file: string;
  /** Position of the statement in its file, from 1. */
  index: number;
  /** UTF-8 bytes, what D1's 100 KB statement limit counts. */
  bytes: number;
  ms: number;
  /** The statement's start, to name it in a report. */
  head: string;
}

/** The statements of a SQL file as `wrangler d1 execute --file` splits them. */
export async function sqlFileStatements(file: string): Promise<string[]> {
  const { unstable_splitSqlQuery } = await import('wrangler');
  return unstable_splitSqlQuery(readFileSync(file, 'utf8'))
    .map((statement) => statement.trim())
    .filter((statement) => statement !== '');
}

/**
 * Runs the files against the local D1 database in `persistTo` (wrangler's `--persist-to`
 * directory, migrated beforehand) one statement at a time through miniflare's D1, the
 * simulator `wrangler d1 execute --local` uses, and times each statement. `stopAfter` runs
 * only the statements before that position (counted from 0 across the files), as a load
 * killed at that point would have; `resumeAt` skips those before it, so one load can be
 * paused and looked at at several points.
 */
export async function replaySqlFiles(
  files: readonly string[],
  persistTo: string,
  stopAfter = Number.POSITIVE_INFINITY,
  resumeAt = 0,
): Promise<StatementTiming[]> {
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ DB: D1Binding }>({
    configPath: path.join(REPO_ROOT, 'wrangler.toml'),
    persist: { path: path.join(path.resolve(persistTo), 'v3') },
  });
  const timings: StatementTiming[] = [];
  let position = 0;
  try {
    for (const file of files) {
      for (const [i, sql] of (await sqlFileStatements(file)).entries()) {
        if (position >= stopAfter) return timings;
        position += 1;
        if (position <= resumeAt) continue;
        const start = performance.now();
        await proxy.env.DB.prepare(sql).run();
        timings.push({
          file: path.basename(file),
          index: i + 1,
          bytes: Buffer.byteLength(sql),
          ms: performance.now() - start,
          head: sql.slice(0, 90).replace(/\s+/g, ' '),
        });
      }
    }
  } finally {
    await proxy.dispose();
  }
  return timings;
}
