import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

/** Builds full-text indexes in a scratch database while the loading thread builds the rest. */
const { file, statements } = workerData as { file: string; statements: string[] };
const db = new DatabaseSync(file);
db.exec(
  'pragma journal_mode = off; pragma synchronous = off; pragma temp_store = memory; pragma cache_size = -262144',
);
db.exec('begin');
for (const sql of statements) db.exec(sql);
db.exec('commit');
db.close();
parentPort?.postMessage('done');
