import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { rebuildSalePriceListsStatements } from '@domainary/schema/sale-price-lists.ts';
import { localDatabaseFile, migrateLocal } from '../load/local-database.ts';
import { runCommand } from './run-command.ts';
import { inTransaction } from './transaction.ts';

/**
 * `npm run db:sale-price-lists [-- --persist-to DIR]`: applies the migrations, then rebuilds
 * the sales search's precomputed price lists, for a directory whose sales were loaded before
 * the lists existed or changed outside the seed and `import:sales` (the API reads the sales
 * themselves, slowly, until then).
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { 'persist-to': { type: 'string' } },
  });
  await migrateLocal(values['persist-to']);
  const db = new DatabaseSync(localDatabaseFile(values['persist-to']));
  const started = performance.now();
  try {
    inTransaction(db, () => {
      for (const statement of rebuildSalePriceListsStatements) db.exec(statement);
    });
  } finally {
    db.close();
  }
  console.log(`Sale price lists rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}

runCommand('db:sale-price-lists', main);
