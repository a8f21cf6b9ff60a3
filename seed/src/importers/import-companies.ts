import { writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { companyColumnAliases, mapCompanyColumns } from './company-columns.ts';
import { importCompanyRows, RejectedRowsError } from './company-import.ts';
import { readCsv } from './csv-records.ts';
import { ImportReport } from './import-report.ts';
import { readingProgress } from './reading-progress.ts';
import { runCommand } from './run-command.ts';

const USAGE = `Usage: npm run import:companies -- FILE.csv [--persist-to DIR] [--report FILE.json] [--strict]

Adds the companies of FILE.csv to the local directory, or updates those whose domain it
already lists, in one transaction, then rebuilds the search's counts.

Columns (header row, any order, case and punctuation ignored):
${Object.entries(companyColumnAliases)
  .map(([field, names]) => `  ${field.padEnd(12)} ${names.join(', ')}`)
  .join('\n')}
name, domain, industry, country, founded and employees are required; rank, revenue (USD)
and description are optional. A size range such as 11-50 counts as its lower bound.

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
    console.error(`import:companies: give exactly one CSV file\n\n${USAGE}`);
    return 2;
  }
  const bar = readingProgress();
  const { header, rows } = await readCsv(file, bar.update);
  bar.stop();
  const { columns, missing } = mapCompanyColumns(header);
  if (missing.length > 0) {
    console.error(`import:companies: ${file} has no column for ${missing.join(', ')}\n\n${USAGE}`);
    return 2;
  }
  console.error(`Read ${rows.length.toLocaleString('en-US')} rows; writing to the local D1 database...`);
  await migrateLocal(values['persist-to']);
  const db = new DatabaseSync(localDatabaseFile(values['persist-to']));
  const report = new ImportReport();
  try {
    const outcome = importCompanyRows(db, rows, columns, report, {
      now: new Date(),
      strict: values.strict ?? false,
    });
    console.log(report.format());
    console.log(
      `Imported: ${outcome.inserted.toLocaleString('en-US')} added, ${outcome.updated.toLocaleString('en-US')} updated; search counts rebuilt.`,
    );
    return 0;
  } catch (error) {
    console.log(report.format());
    console.error(
      `import:companies: ${error instanceof RejectedRowsError ? error.message : `failed, nothing was imported: ${String(error)}`}`,
    );
    return 1;
  } finally {
    db.close();
    if (values.report) writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
  }
}

runCommand('import:companies', main);
