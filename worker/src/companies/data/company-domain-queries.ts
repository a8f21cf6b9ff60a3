import type { CompanyDomain, DomainCheckResult } from '@domainary/schema/contracts/companies.ts';
import type { domainCheckResults } from '@domainary/schema/tables/index.ts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { StoredRow } from '../../db/stored-row.ts';

export async function companyExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.all<{ id: number }>(sql`select id from companies where id = ${id}`);
  return rows.length > 0;
}

/** The company's portfolio: rows of `domains` that carry its company_id. */
export async function listCompanyDomains(db: Database, companyId: number): Promise<CompanyDomain[]> {
  const rows = await db.all<{
    id: number;
    name: string;
    extension: string;
    status: string;
    expiry_date: string | null;
  }>(
    sql`select id, name, extension, status, expiry_date from domains
        where company_id = ${companyId} order by name, extension, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    domainName: `${r.name}.${r.extension}`,
    status: r.status,
    expiryDate: r.expiry_date,
  }));
}

type CheckRow = Omit<StoredRow<typeof domainCheckResults>, 'company_id'>;

/** The newest check of each of the company's domains; older checks stay as history. */
export async function listCompanyCheckResults(db: Database, companyId: number): Promise<DomainCheckResult[]> {
  const rows = await db.all<CheckRow>(
    sql`select id, domain_name, is_available, registrar, source, last_checked
        from domain_check_results as r
        where company_id = ${companyId}
          and id = (select max(id) from domain_check_results as newer
                    where newer.company_id = r.company_id and newer.domain_name = r.domain_name)
        order by domain_name`,
  );
  return rows.map((r) => ({
    id: r.id,
    domainName: r.domain_name,
    isAvailable: r.is_available === 1,
    registrar: r.registrar,
    lastChecked: r.last_checked,
    source: r.source,
  }));
}

/** The names of the company's domains, with the registrar on record for each. */
export function companyDomainNames(db: Database, companyId: number) {
  return db.all<{ name: string; extension: string; registrar: string | null }>(
    sql`select name, extension, registrar from domains where company_id = ${companyId} order by name, extension`,
  );
}

/** One answer about one of a company's domains, as it is kept. */
export type CheckResultRecord = Pick<
  typeof domainCheckResults.$inferSelect,
  'domainName' | 'isAvailable' | 'registrar' | 'source' | 'lastChecked'
>;

/** Stores check results of the company's domains, in one statement. */
export async function insertCheckResults(
  db: Database,
  companyId: number,
  records: readonly CheckResultRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(
    (r) =>
      sql`(${companyId}, ${r.domainName}, ${r.isAvailable ? 1 : 0}, ${r.registrar}, ${r.source}, ${r.lastChecked})`,
  );
  await db.run(
    sql`insert into domain_check_results (company_id, domain_name, is_available, registrar, source, last_checked)
        values ${sql.join(rows, sql`, `)}`,
  );
}
