import { importSource } from '@domainary/schema/record-source.ts';
import { columnsUsage, importMappedCsv, optionsUsage, runImportCommand } from './import-command.ts';
import { mapSaleColumns, saleColumnAliases } from './sale-columns.ts';
import { importSaleRows } from './sale-import.ts';

const USAGE = `Usage: npm run import:sales -- FILE.csv [--persist-to DIR] [--report FILE.json] [--strict]

Adds the reported domain sales of FILE.csv to the local database in one transaction, each
with its channel (auction, marketplace or brokerage, from the venue) and the valuation
engine's estimate for that channel. A sale already listed (same domain, price, year and
venue) is skipped, so a file can be imported again safely.

Columns (header row, any order, case and punctuation ignored):
${columnsUsage(saleColumnAliases, 8)}
domain, price (US dollars; "$12,500" is read as 12500) and a date or a year are required;
a sale without a venue counts as brokered.

${optionsUsage(true)}`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
const command = { name: 'import:sales', usage: USAGE, offersStrict: true };

runImportCommand(command, (invocation) =>
  importMappedCsv(command, invocation, {
    mapColumns: mapSaleColumns,
    importRows(db, rows, columns, report, options) {
      const outcome = importSaleRows(db, rows, columns, report, {
        ...options,
        source: importSource('sales', invocation.file),
      });
      return `Imported: ${outcome.added.toLocaleString('en-US')} sales added, ${outcome.alreadyListed.toLocaleString('en-US')} already listed.`;
    },
  }),
);
