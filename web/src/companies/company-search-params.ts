import {
  COMPANY_PAGE_SIZE,
  type CompanyRankRange,
  type CompanySort,
  companyRankRanges,
  companySorts,
} from '@domainary/schema/contracts/companies.ts';
import { changedParams, digits, oneOf } from '../api/search-params.ts';

/** A company search as the URL holds it, under the API's parameter names: text as typed, '' when unset. */
export type CompanySearchState = {
  q: string;
  industry: string;
  country: string;
  rankRange: CompanyRankRange | '';
  foundedAfter: string;
  foundedBefore: string;
  minEmployees: string;
  maxEmployees: string;
  sortBy: CompanySort;
  page: number;
};

export const emptyCompanySearch: CompanySearchState = {
  q: '',
  industry: '',
  country: '',
  rankRange: '',
  foundedAfter: '',
  foundedBefore: '',
  minEmployees: '',
  maxEmployees: '',
  sortBy: 'rank_asc',
  page: 1,
};

/** Reads a search from URL parameters; values the API could never accept fall back to unset. */
export function companySearchFromParams(params: URLSearchParams): CompanySearchState {
  const page = Number(digits(params.get('page')));
  return {
    q: params.get('q') ?? '',
    industry: params.get('industry') ?? '',
    country: params.get('country') ?? '',
    rankRange: oneOf(params.get('rankRange'), companyRankRanges),
    foundedAfter: digits(params.get('foundedAfter')),
    foundedBefore: digits(params.get('foundedBefore')),
    minEmployees: digits(params.get('minEmployees')),
    maxEmployees: digits(params.get('maxEmployees')),
    sortBy: oneOf(params.get('sortBy'), companySorts) || 'rank_asc',
    page: Math.max(page, 1),
  };
}

/** The URL parameters of a search: only what is set and differs from the defaults. */
export const paramsOfCompanySearch = (search: CompanySearchState) =>
  changedParams(search, emptyCompanySearch);

/** The API query of a search: its URL parameters plus the page size of 10. */
export function apiParamsOfCompanySearch(search: CompanySearchState): Record<string, string | number> {
  return { ...paramsOfCompanySearch(search), pageSize: COMPANY_PAGE_SIZE };
}

/**
 * What is wrong with a range whose ends are swapped (the API refuses both), in plain words,
 * so the form says it before sending anything; null when both ranges read the right way.
 */
export function reversedRangeProblem(search: CompanySearchState): string | null {
  const { minEmployees, maxEmployees, foundedAfter, foundedBefore } = search;
  if (minEmployees !== '' && maxEmployees !== '' && Number(minEmployees) > Number(maxEmployees))
    return `Min employees (${minEmployees}) is more than Max employees (${maxEmployees}). Swap them or clear one.`;
  if (foundedAfter !== '' && foundedBefore !== '' && Number(foundedAfter) > Number(foundedBefore))
    return `Founded after (${foundedAfter}) is later than Founded before (${foundedBefore}). Swap them or clear one.`;
  return null;
}
