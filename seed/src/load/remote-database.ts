import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATA_LOAD_CHECK_SECONDS } from '@domainary/worker/maintenance/data-load-running.ts';
import type { Progress } from '../progress.ts';
import type { SeededTable } from './sql-file-writer.ts';
import { quoteIdentifier } from './sqlite-schema.ts';
import { runWrangler } from './wrangler.ts';

/** wrangler's flags for the remote database of `environment` (the top-level one without). */
export function remoteArgs(environment: string | undefined): string[] {
  return ['--remote', ...(environment === undefined ? [] : ['--env', environment])];
}

function environmentArgs(environment: string | undefined): string[] {
  return environment === undefined ? [] : ['--env', environment];
}

/** The first JSON value in wrangler's output (it may print a banner or warnings around it). */
function jsonIn(output: string): unknown {
  const start = output.search(/[[{]/);
  if (start < 0) throw new Error(`expected JSON from wrangler, got: ${output.trim()}`);
  return JSON.parse(output.slice(start));
}

/**
 * The largest rowid of each seeded table in the remote database, read through each table's
 * integer primary key (one index step each, not a scan), so the clearing file reaches them.
 */
export async function remoteHighestRowids(
  tables: readonly SeededTable[],
  environment: string | undefined,
): Promise<Map<string, number>> {
  const keyed = tables.filter((table) => table.rowidColumn !== undefined);
  const select = keyed
    .map(
      (table, i) =>
        `(select max(${quoteIdentifier(table.rowidColumn as string)}) from ${quoteIdentifier(table.name)}) as t${i}`,
    )
    .join(', ');
  const output = await runWrangler([
    'd1',
    'execute',
    'DB',
    ...remoteArgs(environment),
    '--json',
    '--command',
    `select ${select}`,
  ]);
  const row = (jsonIn(output) as { results: Record<string, number | null>[] }[])[0]?.results[0] ?? {};
  return new Map(keyed.map((table, i) => [table.name, row[`t${i}`] ?? 0]));
}

/** D1 Time Travel's bookmark for the database as it is now: where a failed load is restored to. */
async function timeTravelBookmark(environment: string | undefined): Promise<string> {
  const output = await runWrangler([
    'd1',
    'time-travel',
    'info',
    'DB',
    ...environmentArgs(environment),
    '--json',
  ]);
  const { bookmark } = jsonIn(output) as { bookmark?: unknown };
  if (typeof bookmark !== 'string') throw new Error(`no Time Travel bookmark in: ${output.trim()}`);
  return bookmark;
}

function restoreCommand(bookmark: string, environment: string | undefined): string[] {
  return ['d1', 'time-travel', 'restore', 'DB', '--bookmark', bookmark, ...environmentArgs(environment)];
}

/**
 * Runs the SQL files against the remote database, one `wrangler d1 execute` each. The files
 * cannot run as one transaction, so the database is restored to its state before the load
 * (D1 Time Travel) when a file fails or the run is interrupted; the restore command is
 * printed first, for a run that is killed outright.
 */
export async function loadRemote(
  sqlFiles: readonly string[],
  environment: string | undefined,
  progress: Progress,
  timed: (label: string, work: () => unknown) => Promise<void>,
): Promise<void> {
  const bookmark = await timeTravelBookmark(environment);
  const restore = restoreCommand(bookmark, environment);
  console.log(
    `Before the load: Time Travel bookmark ${bookmark}. To undo the load: npx wrangler ${restore.join(' ')}`,
  );
  const restoreAndExit = () => {
    progress.stop();
    console.error('Interrupted: restoring the remote database to its state before the load');
    runWrangler(restore, { echo: true }).then(
      () => process.exit(130),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', restoreAndExit);
  process.once('SIGTERM', restoreAndExit);
  try {
    for (const [i, file] of sqlFiles.entries()) {
      progress.finishStep(path.basename(file), i, sqlFiles.length);
      await timed(`execute ${path.basename(file)}`, () =>
        runWrangler(['d1', 'execute', 'DB', ...remoteArgs(environment), '--yes', '--file', file]),
      );
      // The first file marks the load; a Worker isolate looks at the mark once every few
      // seconds, so nothing is cleared until every isolate has seen it and shows the notice.
      if (i === 0) await sleep(DATA_LOAD_CHECK_SECONDS * 1000);
    }
  } catch (error) {
    progress.stop();
    console.error('A file failed: restoring the remote database to its state before the load');
    await runWrangler(restore, { echo: true });
    throw error;
  } finally {
    process.off('SIGINT', restoreAndExit);
    process.off('SIGTERM', restoreAndExit);
  }
  progress.stop();
}
