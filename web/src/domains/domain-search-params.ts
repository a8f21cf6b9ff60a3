import {
  type ListedSort,
  maxLengthChoices,
  type PriceRange,
  priceRanges,
  type SortOption,
  type StatusFilter,
  searchExtensions,
  sortOptions,
  statusFilters,
} from '@domainary/schema/contracts/domain-choices.ts';
import { type IndustryId, industries } from '@domainary/schema/contracts/industry-choices.ts';
import { changedParams } from '../api/search-params.ts';

/**
 * What a search is, as the URL holds it under the API's parameter names, so results can be
 * shared. Without a keyword, a listed status is browsed (see browse-mode.ts), and the sort may
 * also be `ending`.
 */
export type SearchState = {
  query: string;
  extension: string;
  industry: IndustryId | 'all';
  status: StatusFilter;
  maxLength: (typeof maxLengthChoices)[number] | '';
  priceRange: PriceRange | 'all';
  sortBy: SortOption | ListedSort;
};

export const emptySearch: SearchState = {
  query: '',
  extension: 'all',
  industry: 'all',
  status: 'all',
  maxLength: '',
  priceRange: 'all',
  sortBy: 'relevance',
};

type ChoiceKey = Exclude<keyof SearchState, 'query'>;

/** The values each URL parameter may take; anything else falls back to the default. */
const allowed: { [K in ChoiceKey]: readonly SearchState[K][] } = {
  extension: ['all', ...searchExtensions],
  industry: ['all', ...industries],
  status: statusFilters,
  maxLength: ['', ...maxLengthChoices],
  priceRange: ['all', ...(Object.keys(priceRanges) as PriceRange[])],
  sortBy: [...sortOptions, 'ending'],
};
const choiceKeys = Object.keys(allowed) as ChoiceKey[];

const isAllowed = <K extends ChoiceKey>(key: K, value: string): value is SearchState[K] =>
  (allowed[key] as readonly string[]).includes(value);

/** Reads a search from URL parameters; unknown values fall back to the defaults. */
export function searchFromParams(params: URLSearchParams): SearchState {
  const search: SearchState = { ...emptySearch, query: params.get('query') ?? '' };
  for (const key of choiceKeys) {
    const value = params.get(key);
    if (value !== null && isAllowed(key, value)) Object.assign(search, { [key]: value });
  }
  return search;
}

/** The URL parameters whose value is not one the form offers, with what they held. */
export function unknownSearchParams(params: URLSearchParams): { key: ChoiceKey; value: string }[] {
  return choiceKeys.flatMap((key) => {
    const value = params.get(key);
    return value === null || value === '' || isAllowed(key, value) ? [] : [{ key, value }];
  });
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
