import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { rebuildCompanyCountsStatements } from '@domainary/schema/company-counts.ts';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { fillCompanyNameSortKeys } from './fill-name-sort-keys.ts';
import { numberCompanyOrders } from './number-company-orders.ts';
import { runCommand } from './run-command.ts';
import { inTransaction } from './transaction.ts';

/**
 * `npm run db:company-counts [-- --persist-to DIR]`: applies the migrations, fills the name
 * sort keys of companies loaded before that column existed, renumbers their places in name
 * and founding order (which read those keys), then rebuilds the company
 * search's precomputed counts, for a directory loaded or migrated since they were last
 * built (the API counts rows, slowly, until then).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'persist-to': { type: 'string' } },
  });
  await migrateLocal(values['persist-to']);
  const db = new DatabaseSync(localDatabaseFile(values['persist-to']));
  const started = performance.now();
  let keyed = 0;
  try {
    inTransaction(db, () => {
      keyed = fillCompanyNameSortKeys(db);
      numberCompanyOrders(db);
      for (const statement of rebuildCompanyCountsStatements) db.exec(statement);
    });
  } finally {
    db.close();
  }
  if (keyed > 0) console.log(`Name sort keys filled for ${keyed.toLocaleString('en-US')} companies.`);
  console.log(`Company counts rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

runCommand('db:company-counts', main);
