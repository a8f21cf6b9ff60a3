import {
  maxLengthChoices,
  type PriceRange,
  priceRanges,
  type SearchIndustry,
  type SortOption,
  type StatusFilter,
  searchExtensions,
  searchIndustries,
  sortOptions,
  statusFilters,
} from '@domainary/schema/contracts/domain-choices.ts';
import { changedParams, oneOf } from '../api/search-params.ts';

/** What a search is, as the URL holds it under the API's parameter names, so results can be shared. */
export type SearchState = {
  query: string;
  extension: string;
  industry: SearchIndustry | 'all';
  status: StatusFilter;
  maxLength: (typeof maxLengthChoices)[number] | '';
  priceRange: PriceRange | 'all';
  sortBy: SortOption;
};

const emptySearch: SearchState = {
  query: '',
  extension: 'all',
  industry: 'all',
  status: 'all',
  maxLength: '',
  priceRange: 'all',
  sortBy: 'relevance',
};

/** Reads a search from URL parameters; unknown values fall back to the defaults. */
export function searchFromParams(params: URLSearchParams): SearchState {
  return {
    query: params.get('query') ?? '',
    extension: oneOf(params.get('extension'), searchExtensions) || 'all',
    industry: oneOf(params.get('industry'), searchIndustries) || 'all',
    status: oneOf(params.get('status'), statusFilters) || 'all',
    maxLength: oneOf(params.get('maxLength'), maxLengthChoices),
    priceRange: oneOf(params.get('priceRange'), Object.keys(priceRanges) as PriceRange[]) || 'all',
    sortBy: oneOf(params.get('sortBy'), sortOptions) || 'relevance',
  };
}

/** The URL parameters of a search: only what differs from the defaults, so a filter is sent only when set. */
export const paramsOfSearch = (search: SearchState): Record<string, string> =>
  changedParams(search, emptySearch);

/** Whether any advanced filter is set, so the advanced panel opens on a shared link. */
export function hasAdvancedFilters(search: SearchState): boolean {
  return (
    search.industry !== 'all' ||
    search.status !== 'all' ||
    search.maxLength !== '' ||
    search.priceRange !== 'all' ||
    search.sortBy !== 'relevance'
  );
}
