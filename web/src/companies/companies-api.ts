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
import { ScreenRequestError } from '../api/error-message.ts';
import { withQuery } from '../api/with-query.ts';
import {
  apiParamsOfCompanySearch,
  type CompanySearchState,
  paramsOfCompanySearch,
} from './company-search-params.ts';

function fetchOr<T>(message: string) {
  return async (key: string): Promise<T> => {
    try {
      return await apiRequest<T>(key);
    } catch (error) {
      // The screen shows the fixed message; the API's own answer (a 400 names the wrong filter) is its cause.
      throw new ScreenRequestError(message, error);
    }
  };
}

const companyKeys = {
  search: (search: CompanySearchState) => withQuery('/api/companies', apiParamsOfCompanySearch(search)),
  domains: (id: number) => `/api/companies/${id}/domains`,
  checkResults: (id: number) => `/api/companies/${id}/domain-check-results`,
};

export const useCompanySearch = (search: CompanySearchState) =>
  useSWR<CompanySearchResponse, ScreenRequestError>(
    companyKeys.search(search),
    fetchOr<CompanySearchResponse>('Failed to fetch companies'),
    // A new page keeps the previous one on screen until it arrives.
    { keepPreviousData: true },
  );

export const useCompanyFacets = () => useSWR<CompanyFacets>('/api/companies/facets');

export const useCompanyDomains = (company: Company) =>
  useSWR<CompanyDomain[], ScreenRequestError>(
    companyKeys.domains(company.id),
    fetchOr<CompanyDomain[]>('Failed to fetch company domains'),
  );

export const useCompanyCheckResults = (company: Company) =>
  useSWR<DomainCheckResult[], ScreenRequestError>(
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
