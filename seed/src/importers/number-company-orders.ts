import type { DatabaseSync } from 'node:sqlite';
import { numberCompanyOrdersStatements } from '@domainary/schema/company-orders.ts';

/**
 * Renumbers every company's place in name and in founding order after companies were added,
 * renamed or re-dated, moving in the keyword indexes only those whose place changed. Run it
 * after the name sort keys are filled, since the name order reads them.
 */
export function numberCompanyOrders(db: DatabaseSync): void {
  const { id } = db.prepare('select coalesce(max(id), 0) as id from companies').get() as { id: number };
  for (const statement of numberCompanyOrdersStatements(Number(id))) db.exec(statement);
}
