import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { RejectedRowsError } from './company-import.ts';
import { readCsv } from './csv-records.ts';
import { ImportReport } from './import-report.ts';
import { readingProgress } from './reading-progress.ts';
import { runCommand } from './run-command.ts';
import { mapSaleColumns, saleColumnAliases } from './sale-columns.ts';
import { importSaleRows } from './sale-import.ts';

const USAGE = `Usage: npm run import:sales -- FILE.csv [--persist-to DIR] [--report FILE.json] [--strict]

Adds the reported domain sales of FILE.csv to the local database in one transaction, each
with its channel (auction, marketplace or brokerage, from the venue) and the valuation
engine's estimate for that channel. A sale already listed (same domain, price, year and
venue) is skipped, so a file can be imported again safely.

Columns (header row, any order, case and punctuation ignored):
${Object.entries(saleColumnAliases)
  .map(([field, names]) => `  ${field.padEnd(8)} ${names.join(', ')}`)
  .join('\n')}
domain, price (US dollars; "$12,500" is read as 12500) and a date or a year are required;
a sale without a venue counts as brokered.

  --persist-to DIR   local D1 state directory, as wrangler's --persist-to (default .wrangler/state)
  --report FILE      also write every rejected line and its reason as JSON
  --strict           import nothing when any row is rejected`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      'persist-to': { type: 'string' },
      report: { type: 'string' },
      strict: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(`import:sales: give exactly one CSV file\n\n${USAGE}`);
    return 2;
  }
  const bar = readingProgress();
  const { header, rows } = await readCsv(file, bar.update);
  bar.stop();
  const { columns, missing } = mapSaleColumns(header);
  if (missing.length > 0) {
    console.error(`import:sales: ${file} has no column for ${missing.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  console.error(`Read ${rows.length.toLocaleString('en-US')} rows; writing to the local D1 database...`);
  await migrateLocal(values['persist-to']);
  const db = new DatabaseSync(localDatabaseFile(values['persist-to']));
  const report = new ImportReport();
  try {
    const outcome = importSaleRows(db, rows, columns, report, {
      now: new Date(),
      strict: values.strict ?? false,
      source: `import:sales ${path.basename(file)}`,
    });
    console.log(report.format());
    console.log(
      `Imported: ${outcome.added.toLocaleString('en-US')} sales added, ${outcome.alreadyListed.toLocaleString('en-US')} already listed.`,
    );
    return 0;
  } catch (error) {
    console.log(report.format());
    console.error(
      `import:sales: ${error instanceof RejectedRowsError ? error.message : `failed, nothing was imported: ${String(error)}`}`,
    );
    return 1;
  } finally {
    db.close();
    if (values.report) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  }
}

runCommand('import:sales', main);
