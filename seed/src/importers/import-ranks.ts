import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { readCsv } from './csv-records.ts';
import { ImportReport } from './import-report.ts';
import { importRankRows } from './rank-import.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run import:ranks -- FILE.csv [--persist-to DIR] [--report FILE.json]

Sets company ranks from a popularity list of rank,domain lines: header-less lists such as
Tranco's or Cisco Umbrella's (1,google.com), or a header naming the rank column (rank,
GlobalRank, position) and the domain column (domain, website, url), as Majestic's has.
A company whose domain is listed takes its list rank; the others follow the last listed
one in their previous order. One transaction; the search's counts are rebuilt.

  --persist-to DIR   local D1 state directory, as wrangler's --persist-to (default .wrangler/state)
  --report FILE      also write every rejected line and its reason as JSON`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { 'persist-to': { type: 'string' }, report: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(`import:ranks: give exactly one CSV file\n\n${USAGE}`);
    return 2;
  }
  const { header, rows } = await readCsv(file);
  await migrateLocal(values['persist-to']);
  const db = new DatabaseSync(localDatabaseFile(values['persist-to']));
  const report = new ImportReport();
  try {
    // readCsv treats the first line as a header; a header-less list starts with data.
    const outcome = importRankRows(db, [{ line: 1, values: header }, ...rows], report);
    console.log(report.format());
    console.log(
      `Ranked ${outcome.ranked.toLocaleString('en-US')} companies from the list, ${outcome.following.toLocaleString('en-US')} after them; ${outcome.unlisted.toLocaleString('en-US')} listed domains are not in the directory. Search counts rebuilt.`,
    );
    return 0;
  } catch (error) {
    console.error(
      `import:ranks: failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    db.close();
    if (values.report) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  }
}

runCommand('import:ranks', main);
