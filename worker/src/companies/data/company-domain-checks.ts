import type { DomainCheckResult } from '@domainary/schema/contracts/companies.ts';
import { sql } from 'drizzle-orm';
import { type AvailabilityProvider, fqdnOf } from '../../availability/index.ts';
import type { Database } from '../../db/database.ts';
import { listCompanyCheckResults } from './company-domain-queries.ts';

export interface CompanyCheckOutcome {
  results: DomainCheckResult[];
  /** Names the provider could not answer for: not stored, since nobody checked them. */
  unknown: string[];
}

/**
 * Checks every domain of the company with the availability provider and stores each
 * definitive answer as a new check result (older ones stay as history). The registrar is
 * the one on record for the company's domain.
 */
export async function checkCompanyDomains(
  db: Database,
  provider: AvailabilityProvider,
  companyId: number,
  now: Date,
): Promise<CompanyCheckOutcome> {
  const domains = await db.all<{ name: string; extension: string; registrar: string | null }>(
    sql`select name, extension, registrar from domains where company_id = ${companyId} order by name, extension`,
  );
  const answers = await provider.check(domains.map((d) => ({ label: d.name, extension: d.extension })));
  const unknown: string[] = [];
  const rows = domains.flatMap((d) => {
    const fqdn = fqdnOf({ label: d.name, extension: d.extension });
    const answer = answers.get(fqdn);
    if (!answer || answer.status === 'unknown') {
      unknown.push(fqdn);
      return [];
    }
    const available = answer.status === 'available';
    return [
      sql`(${companyId}, ${fqdn}, ${available ? 1 : 0}, ${available ? null : d.registrar}, ${answer.source},
        ${answer.checkedAt ?? now.toISOString()})`,
    ];
  });
  if (rows.length > 0) {
    await db.run(
      sql`insert into domain_check_results (company_id, domain_name, is_available, registrar, source, last_checked)
          values ${sql.join(rows, sql`, `)}`,
    );
  }
  return { results: await listCompanyCheckResults(db, companyId), unknown };
}
