import type {
  Company,
  CompanyDomain,
  CompanyDomainCheckResponse,
  CompanyFacets,
  CompanySearchResponse,
  DomainCheckResult,
} from '@domainary/schema/contracts/companies.ts';
import useSWR, { mutate } from 'swr';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';
import {
  apiParamsOfCompanySearch,
  type CompanySearchState,
  paramsOfCompanySearch,
} from './company-search-params.ts';

/**
 * A failed company request: a fixed message for the screen ('Failed to fetch companies' and
 * the like), with the API's own answer kept
 * as the cause (a 400 says which filter is wrong).
 */
export class CompanyFetchError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'CompanyFetchError';
  }
}

function fetchOr<T>(message: string) {
  return async (key: string): Promise<T> => {
    try {
      return await apiRequest<T>(key);
    } catch (error) {
      throw new CompanyFetchError(message, error);
    }
  };
}

const companyKeys = {
  search: (search: CompanySearchState) => withQuery('/api/companies', apiParamsOfCompanySearch(search)),
  domains: (id: number) => `/api/companies/${id}/domains`,
  checkResults: (id: number) => `/api/companies/${id}/domain-check-results`,
};

export const useCompanySearch = (search: CompanySearchState) =>
  useSWR<CompanySearchResponse, CompanyFetchError>(
    companyKeys.search(search),
    fetchOr<CompanySearchResponse>('Failed to fetch companies'),
    // A new page keeps the previous one on screen until it arrives.
    { keepPreviousData: true },
  );

export const useCompanyFacets = () => useSWR<CompanyFacets>('/api/companies/facets');

export const useCompanyDomains = (company: Company) =>
  useSWR<CompanyDomain[], CompanyFetchError>(
    companyKeys.domains(company.id),
    fetchOr<CompanyDomain[]>('Failed to fetch company domains'),
  );

export const useCompanyCheckResults = (company: Company) =>
  useSWR<DomainCheckResult[], CompanyFetchError>(
    companyKeys.checkResults(company.id),
    fetchOr<DomainCheckResult[]>('Failed to fetch domain check results'),
  );

/** Runs the availability provider over the company's domains; the Check Results tab shows the answers. */
export async function checkCompanyDomains(company: Company): Promise<CompanyDomainCheckResponse> {
  const outcome = await apiRequest<CompanyDomainCheckResponse>(`/api/companies/${company.id}/domain-checks`, {
    method: 'POST',
  });
  await mutate(companyKeys.checkResults(company.id), outcome.results, { revalidate: false });
  return outcome;
}

/** The CSV of the search (every page, up to the export cap), in its order. */
export const exportPathOf = (search: CompanySearchState) =>
  withQuery('/api/companies/export.csv', paramsOfCompanySearch({ ...search, page: 1 }));
