import type { DomainCheckResult } from '@domainary/schema/contracts/companies.ts';
import { fqdnOf } from '@domainary/schema/keyword/domain-name.ts';
import type { AvailabilityProvider } from '../availability/provider.ts';
import type { Database } from '../db/database.ts';
import {
  type CheckResultRecord,
  companyDomainNames,
  insertCheckResults,
  listCompanyCheckResults,
} from './data/company-domain-queries.ts';

export interface CompanyCheckOutcome {
  results: DomainCheckResult[];
  /** Names the provider could not answer for, or only as likely available: not stored. */
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
  const domains = await companyDomainNames(db, companyId);
  const answers = await provider.check(domains.map((d) => ({ label: d.name, extension: d.extension })));
  const unknown: string[] = [];
  const records = domains.flatMap((d): CheckResultRecord[] => {
    const fqdn = fqdnOf({ label: d.name, extension: d.extension });
    const answer = answers.get(fqdn);
    // Only a definitive answer is a check result: a "likely available" is not one.
    if (!answer || answer.status === 'unknown' || answer.status === 'likely_available') {
      unknown.push(fqdn);
      return [];
    }
    const available = answer.status === 'available';
    return [
      {
        domainName: fqdn,
        isAvailable: available,
        registrar: available ? null : d.registrar,
        source: answer.source,
        lastChecked: answer.checkedAt ?? now.toISOString(),
      },
    ];
  });
  await insertCheckResults(db, companyId, records);
  return { results: await listCompanyCheckResults(db, companyId), unknown };
}
