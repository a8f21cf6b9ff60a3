import { rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { FTS5_SHADOWS, quoteIdentifier } from './sqlite-schema.ts';
import type { Replay } from './trigger-replay.ts';

/**
 * Builds one trigger's full-text indexes on a second thread: the columns they read are
 * copied into a scratch file with empty copies of the FTS5 tables, a worker fills them
 * there while the loading thread creates the other indexes, and the finished FTS5 shadow
 * tables are copied back. The result is the same index the replay would build in place.
 */
export function startFullTextHelper(
  db: DatabaseSync,
  scratchPath: string,
  replay: Replay,
  createSql: ReadonlyMap<string, string>,
): Promise<void> {
  rmSync(scratchPath, { force: true });
  db.prepare('attach database ? as scratch').run(scratchPath);
  const columns = replay.columns.map(quoteIdentifier).join(', ');
  const source = quoteIdentifier(replay.source);
  db.exec(`create table scratch.${source} as select ${columns} from main.${source}`);
  db.exec('detach database scratch');
  const statements = [
    ...replay.targets.map((target) => createSql.get(target) as string),
    ...replay.statements,
  ];
  const worker = new Worker(new URL('./fulltext-worker.ts', import.meta.url), {
    workerData: { file: scratchPath, statements: [...new Set(statements)] },
  });
  return new Promise((resolve, reject) => {
    worker.on('message', () => resolve());
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`full-text helper stopped with exit code ${code}`));
    });
  });
}

export function copyFullTextBack(db: DatabaseSync, scratchPath: string, replay: Replay): void {
  db.prepare('attach database ? as scratch').run(scratchPath);
  db.exec('begin');
  for (const target of new Set(replay.targets)) {
    for (const suffix of FTS5_SHADOWS) {
      const shadow = `${target}_${suffix}`;
      if (!db.prepare('select 1 from scratch.sqlite_master where name = ?').get(shadow)) continue;
      const name = quoteIdentifier(shadow);
      db.exec(`delete from main.${name}; insert into main.${name} select * from scratch.${name}`);
    }
  }
  db.exec('commit');
  db.exec('detach database scratch');
  rmSync(scratchPath, { force: true });
}
