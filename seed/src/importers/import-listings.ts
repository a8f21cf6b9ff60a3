import { importSource } from '@domainary/schema/record-source.ts';
import { columnsUsage, importMappedCsv, optionsUsage, runImportCommand } from './import-command.ts';
import { listingColumnAliases, mapListingColumns } from './listing-columns.ts';
import { importListingRows } from './listing-import.ts';

const USAGE = `Usage: npm run import:listings -- FILE.csv [--replace-sample] [--persist-to DIR] [--report FILE.json] [--strict]

Loads an aftermarket listings feed into the local database in one transaction: auctions
with their current bid and end date, names for sale with their asking price, and
pending-delete names with their drop date. A name already listed takes the feed's facts
(the generated ones it had are cleared); any other is added, valued by the engine. Each
row records FILE as its source, so the screens stop labelling it sample data.

Columns (header row, any order, case and punctuation ignored):
${columnsUsage(listingColumnAliases, 7)}
domain and status are required. Status: auction (needs a current bid, or a price, and an
end date), buy now / for sale / make offer (needs a price), pending delete (needs a drop
date). Dates are YYYY-MM-DD (a time after it is ignored) or M/D/YYYY; a date that has passed
is rejected. Amounts are US dollars ("$12,500" is read as 12500).

  --replace-sample   also remove the generated (sample) aftermarket names the feed does not
                     list; company domains and watchlists stay
${optionsUsage(true)}`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
const command = {
  name: 'import:listings',
  usage: USAGE,
  offersStrict: true,
  switches: ['replace-sample'],
};

runImportCommand(command, (invocation) =>
  importMappedCsv(command, invocation, {
    mapColumns: mapListingColumns,
    importRows(db, rows, columns, report, options) {
      const outcome = importListingRows(db, rows, columns, report, {
        ...options,
        source: importSource('listings', invocation.file),
        replaceSample: invocation.switches.has('replace-sample'),
      });
      const count = (n: number) => n.toLocaleString('en-US');
      const removed = invocation.switches.has('replace-sample')
        ? `; ${count(outcome.sampleRemoved)} sample listings removed`
        : '';
      return `Imported: ${count(outcome.added)} listings added, ${count(outcome.updated)} updated${removed}.`;
    },
  }),
);
