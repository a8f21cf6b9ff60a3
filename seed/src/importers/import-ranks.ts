import { importSource } from '@domainary/schema/record-source.ts';
import { readCsv } from './csv-records.ts';
import { optionsUsage, runImportCommand, withLocalDatabase } from './import-command.ts';
import { importRankRows } from './rank-import.ts';

const USAGE = `Usage: npm run import:ranks -- FILE.csv [--persist-to DIR] [--report FILE.json]

Sets company ranks from a popularity list of rank,domain lines: header-less lists such as
Tranco's or Cisco Umbrella's (1,google.com), or a header naming the rank column (rank,
GlobalRank, position) and the domain column (domain, website, url), as Majestic's has.
A company whose domain is listed takes its list rank; the others follow the last listed
one in their previous order. One transaction; the search's counts are rebuilt.

${optionsUsage(false)}`;

/** Exit 0 imported, 1 failed (nothing written), 2 bad usage or unusable file. */
runImportCommand({ name: 'import:ranks', usage: USAGE, offersStrict: false }, async (invocation) => {
  const { header, rows } = await readCsv(invocation.file);
  return withLocalDatabase(invocation, (db, report) => {
    try {
      // readCsv treats the first line as a header; a header-less list starts with data.
      const outcome = importRankRows(
        db,
        [{ line: 1, values: header }, ...rows],
        report,
        importSource('ranks', invocation.file),
      );
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
    }
  });
});
