import type { DatabaseSync } from 'node:sqlite';
import {
  companyOrderPlanStatements,
  companyOrders,
  dropCompanyOrderPlan,
  moveCompanyOrdersStatements,
  orderMoved,
} from '@domainary/schema/company-orders.ts';

/**
 * An ordered keyword index is rebuilt whole, rather than each moved company moved in it, once
 * more than this share of the directory moved. Moving one company writes its text to the
 * index twice (see moveCompanyOrdersStatements) and rebuilding writes every company once, in
 * rowid order: at 200,000 companies moving all of them took 31.4 s of CPU and rebuilding the
 * index 1.1 s (worker/bench/ordinal-layouts.ts), so past about a twenty-eighth rebuilding is
 * cheaper; a twentieth leaves room for the rebuild's own reads.
 */
const REBUILD_SHARE = 1 / 20;

/**
 * Renumbers every company's place in name and in founding order after companies were added,
 * renamed or re-dated. Run it after the name sort keys are filled, since the name order reads
 * them. In each ordered keyword index, a few moved companies are moved one by one; when many
 * moved (a name added near the start of the alphabet moves every company after it), the index
 * is rebuilt from the companies instead, with its update trigger set aside meanwhile. Either
 * way the work is at most about two index writes per company in the directory.
 */
export function numberCompanyOrders(db: DatabaseSync): void {
  const { highest, companies } = db
    .prepare('select coalesce(max(id), 0) as highest, count(*) as companies from companies')
    .get() as { highest: number; companies: number };
  for (const statement of companyOrderPlanStatements) db.exec(statement);
  for (const { column, index, trigger } of companyOrders) {
    const { moved } = db
      .prepare(
        `select count(*) as moved from companies join company_order_plan using (id) where ${orderMoved(column)}`,
      )
      .get() as { moved: number };
    if (moved <= companies * REBUILD_SHARE) {
      for (const statement of moveCompanyOrdersStatements(highest, [column])) db.exec(statement);
      continue;
    }
    const { sql } = db
      .prepare("select sql from sqlite_master where type = 'trigger' and name = ?")
      .get(trigger) as {
      sql: string;
    };
    db.exec(`drop trigger ${trigger}`);
    db.exec(
      `update companies set ${column} = company_order_plan.${column} from company_order_plan
       where company_order_plan.id = companies.id and ${orderMoved(column)}`,
    );
    db.exec(`insert into ${index}(${index}) values ('delete-all')`);
    db.exec(
      `insert into ${index}(rowid, name, website, description)
       select ${column}, name, website, description from companies order by 1`,
    );
    db.exec(sql);
  }
  db.exec(dropCompanyOrderPlan);
}
