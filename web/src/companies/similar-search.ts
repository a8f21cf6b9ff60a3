import type { Company } from '@domainary/schema/contracts/companies.ts';
import { type CompanySearchState, emptyCompanySearch } from './company-search-params.ts';

/**
 * Companies like this one: the same industry and country, and a head count within a
 * factor of two either way (sizes spread over orders of magnitude, so similar is relative).
 */
export function similarSearchOf(company: Company): CompanySearchState {
  return {
    ...emptyCompanySearch,
    industry: company.industry,
    country: company.country,
    minEmployees: String(Math.floor(company.employees / 2)),
    maxEmployees: String(Math.ceil(company.employees * 2)),
  };
}
