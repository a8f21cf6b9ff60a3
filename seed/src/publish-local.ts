import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { afterLoadStatements, seededTables } from './datasets/registry.ts';
import { localDatabaseFile } from './load/local-database.ts';
import { loadRemote, remoteArgs, remoteHighestRowids } from './load/remote-database.ts';
import { createSqlFileWriter } from './load/sql-file-writer.ts';
import { quoteIdentifier } from './load/sqlite-schema.ts';
import { layoutOf, type SqlValue } from './load/table-layout.ts';
import { REPO_ROOT, runWrangler } from './load/wrangler.ts';
import { terminalProgress } from './progress.ts';

/**
 * `npm run db:publish -- --env production [--persist-to DIR] [--out DIR]`: loads the seeded
 * tables of the local database (the seed plus whatever the importers added) into the remote
 * one. `wrangler d1 export` refuses a database holding FTS5 tables, so this reads the plain
 * tables only and writes them as the seed's remote SQL files: the remote database is cleared
 * in bounded batches and its full-text indexes are rebuilt by its own insert triggers as the
 * rows go in. With --out it only writes the files. Visitor rows stay where they are.
 */
const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    out: { type: 'string' },
  },
});
const environment = values.env;
if (environment === undefined && values.out === undefined) {
  console.error(
    'db:publish: name the remote database with --env (staging, production), or write files with --out DIR',
  );
  process.exit(2);
}

const layouts = seededTables().map(layoutOf);
const remote = values.out === undefined;
if (remote) await runWrangler(['d1', 'migrations', 'apply', 'DB', ...remoteArgs(environment)]);
const highest = remote ? await remoteHighestRowids(layouts, environment) : new Map<string, number>();
const outDir = path.resolve(values.out ?? path.join(REPO_ROOT, 'seed/out/publish'));
const writer = createSqlFileWriter(outDir, layouts, highest);
const db = new DatabaseSync(localDatabaseFile(values['persist-to']), { readOnly: true });
try {
  for (const layout of layouts) {
    const columns = layout.columns.map(quoteIdentifier).join(', ');
    const select = db.prepare(`select ${columns} from ${quoteIdentifier(layout.name)} order by rowid`);
    select.setReturnArrays(true);
    let batch: SqlValue[][] = [];
    for (const row of select.iterate()) {
      batch.push(row as unknown as SqlValue[]);
      if (batch.length === 1_000) {
        writer.write(layout.name, batch);
        batch = [];
      }
    }
    writer.write(layout.name, batch);
  }
} finally {
  db.close();
}
const files = writer.finish(afterLoadStatements());
console.log(`${files.length} SQL files in ${outDir}`);
if (remote) {
  const progress = terminalProgress();
  await loadRemote(files, environment, progress, async (_label, work) => {
    await work();
  });
  console.log(
    `Published the local data to the remote database${environment ? ` of --env ${environment}` : ''}`,
  );
}
