import { importSource } from '@domainary/schema/record-source.ts';
import { companyColumnAliases, mapCompanyColumns } from './company-columns.ts';
import { importCompanyRows } from './company-import.ts';
import { columnsUsage, importMappedCsv, optionsUsage, runImportCommand } from './import-command.ts';

const USAGE = `Usage: npm run import:companies -- FILE.csv [--persist-to DIR] [--report FILE.json] [--strict]

Adds the companies of FILE.csv to the local directory, or updates those whose domain it
already lists, in one transaction, then rebuilds the search's counts.

Columns (header row, any order, case and punctuation ignored):
${columnsUsage(companyColumnAliases, 12)}
name, domain, industry, country, founded and employees are required; rank, revenue (USD)
and description are optional. A size range such as 11-50 counts as its lower bound.

${optionsUsage(true)}`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
const command = { name: 'import:companies', usage: USAGE, offersStrict: true };

runImportCommand(command, (invocation) =>
  importMappedCsv(command, invocation, {
    mapColumns: mapCompanyColumns,
    importRows(db, rows, columns, report, options) {
      const outcome = importCompanyRows(db, rows, columns, report, {
        ...options,
        source: importSource('companies', invocation.file),
      });
      return `Imported: ${outcome.inserted.toLocaleString('en-US')} added, ${outcome.updated.toLocaleString('en-US')} updated; search counts rebuilt.`;
    },
  }),
);
