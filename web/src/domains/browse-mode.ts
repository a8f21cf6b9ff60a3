import {
  hasEndTime,
  type ListedSort,
  type ListedStatus,
  listedStatuses,
  type SortOption,
  sortOptions,
} from '@domainary/schema/contracts/domain-choices.ts';
import { withQuery } from '../api/with-query.ts';
import { emptySearch, paramsOfSearch, type SearchState } from './domain-search-params.ts';

/** A browse of one listed status without a keyword, in one of its orders. */
export type Browse = { status: ListedStatus; sortBy: ListedSort };

const isListed = (status: string): status is ListedStatus =>
  (listedStatuses as readonly string[]).includes(status);

/** The order a browse of `status` reads `sortBy` as: ending soonest where the status ends, else value. */
const listedSortOf = (status: ListedStatus, sortBy: SearchState['sortBy']): ListedSort =>
  sortBy === 'ending' && hasEndTime(status) ? 'ending' : 'value';

/** With no keyword and a listed status chosen, the browse the screen shows; otherwise null. */
export function browseOf(search: SearchState): Browse | null {
  if (search.query.trim() !== '' || !isListed(search.status)) return null;
  return { status: search.status, sortBy: listedSortOf(search.status, search.sortBy) };
}

/** The order a keyword search runs in: a browse's `ending` means nothing there. */
export const keywordSortOf = (sortBy: SearchState['sortBy']): SortOption =>
  (sortOptions as readonly string[]).includes(sortBy) ? (sortBy as SortOption) : 'relevance';

/** The sort the form shows: the browse's when browsing, the keyword search's otherwise. */
export const shownSortOf = (search: SearchState): SearchState['sortBy'] =>
  browseOf(search)?.sortBy ?? keywordSortOf(search.sortBy);

/** How each status is named in a browse's heading. */
const browseHeadings: Record<ListedStatus, string> = {
  auction: 'Names in auction',
  expiring: 'Expiring names',
  premium: 'Premium names',
  available: 'Available names',
};

/** "Names in auction, ending soonest": the heading of a browse. */
export function browseHeading({ status, sortBy }: Browse): string {
  const order = sortBy === 'ending' ? 'ending soonest' : 'highest estimated value first';
  return `${browseHeadings[status]}, ${order}`;
}

/** The search screen's address browsing one status: what the home strip's "See all" links open. */
export const browseHref = ({ status, sortBy }: Browse): string =>
  withQuery('/find-domains', paramsOfSearch({ ...emptySearch, status, sortBy }));

/** One text per distinct browse: the status, the order and the filters. */
export const browseKeyOf = (search: SearchState, browse: Browse): string =>
  new URLSearchParams({ ...paramsOfSearch(search), ...browse }).toString();
