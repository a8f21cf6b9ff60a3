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

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads a search from URL parameters; unknown values fall back to the defaults. */
export function searchFromParams(params: URLSearchParams): SearchState {
  return {
    query: params.get('query') ?? '',
    extension: oneOf(params.get('extension'), ['all', ...searchExtensions], 'all'),
    industry: oneOf(params.get('industry'), ['all', ...searchIndustries], 'all'),
    status: oneOf(params.get('status'), statusFilters, 'all'),
    maxLength: oneOf(params.get('maxLength'), ['', ...maxLengthChoices], ''),
    priceRange: oneOf(
      params.get('priceRange'),
      ['all', ...(Object.keys(priceRanges) as PriceRange[])],
      'all',
    ),
    sortBy: oneOf(params.get('sortBy'), sortOptions, 'relevance'),
  };
}

/** The URL parameters of a search: only what differs from the defaults, so a filter is sent only when set. */
export function paramsOfSearch(search: SearchState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(emptySearch) as (keyof SearchState)[]) {
    const value = search[key].trim();
    if (value !== '' && value !== emptySearch[key]) params[key] = value;
  }
  return params;
}

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
