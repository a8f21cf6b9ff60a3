import type { DomainBulkResult } from '@domainary/schema/contracts/domain-bulk.ts';
import type { Domain, DomainSearchResult, ValueHistoryPoint } from '@domainary/schema/contracts/domains.ts';
import type { ListedDomainsResult } from '@domainary/schema/contracts/listed-domains.ts';
import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';
import { type Browse, keywordSortOf } from './browse-mode.ts';
import { paramsOfSearch, type SearchState } from './domain-search-params.ts';

/** The expiring strip is cached five minutes; its `_` parameter changes once per window. */
const EXPIRING_WINDOW_MS = 5 * 60_000;
export const EXPIRING_COUNT = 4;

export const domainKeys = {
  expiring: (now = Date.now()) =>
    withQuery('/api/domains/expiring', {
      limit: EXPIRING_COUNT,
      _: Math.floor(now / EXPIRING_WINDOW_MS) * EXPIRING_WINDOW_MS,
    }),
  domain: (id: number) => `/api/domains/${id}`,
  valueHistory: (id: number) => `/api/domains/${id}/value-history`,
};

/** A search's page key: the request path, then the search it belongs to (without cursor). */
type SearchPageKey = readonly [path: string, search: string];

/**
 * Fetches search pages one search at a time: the first request of a newer search aborts
 * the request of the search it replaces, so a visitor typing never waits on stale answers.
 */
function useLatestSearchFetcher<T>() {
  const inFlight = useRef<{ search: string; controller: AbortController } | null>(null);
  return useCallback(([path, search]: SearchPageKey) => {
    if (inFlight.current && inFlight.current.search !== search) inFlight.current.controller.abort();
    const controller = new AbortController();
    inFlight.current = { search, controller };
    return apiRequest<T>(path, { signal: controller.signal }).finally(() => {
      if (inFlight.current?.controller === controller) inFlight.current = null;
    });
  }, []);
}

/** Whether a failed request was only one a newer search aborted. */
export const wasReplaced = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Pages of a search, following the API's cursor. Nothing is requested while the
 * keyword is empty, nor while it holds nothing the API could search. While the next search
 * loads, the previous one's results stay on screen.
 */
export function useDomainSearch(search: SearchState) {
  const searchable = normaliseKeyword(search.query).problem === null;
  return useCursorPages<DomainSearchResult>(
    '/api/domains',
    paramsOfSearch({ ...search, sortBy: keywordSortOf(search.sortBy) }),
    searchable,
  );
}

/**
 * Pages of a browse of one listed status without a keyword, with the search's filters,
 * following the API's cursor; nothing is requested while there is no browse.
 */
export function useListedBrowse(search: SearchState, browse: Browse | null) {
  const { query: _keyword, ...filters } = paramsOfSearch(search);
  return useCursorPages<ListedDomainsResult>(
    '/api/domains/listed',
    { ...filters, ...browse, sortBy: browse?.sortBy === 'ending' ? 'ending' : undefined },
    browse !== null,
  );
}

/** The pages of one paged request, following each answer's nextCursor. */
function useCursorPages<T extends { nextCursor: string | null }>(
  path: string,
  params: Record<string, string | undefined>,
  enabled: boolean,
) {
  const first = withQuery(path, params);
  return useSWRInfinite<T, unknown, (index: number, previous: T | null) => SearchPageKey | null>(
    (index, previous) => {
      if (!enabled) return null;
      if (index === 0) return [first, first];
      if (!previous?.nextCursor) return null;
      return [withQuery(path, { ...params, cursor: previous.nextCursor }), first];
    },
    useLatestSearchFetcher<T>(),
    // Loading a further page must not ask for the first one again (answers are never refetched).
    { revalidateFirstPage: false, keepPreviousData: true },
  );
}

export const useExpiringDomains = () => useSWR<Domain[]>(domainKeys.expiring());

export const useValueHistory = (id: number | null) =>
  useSWR<ValueHistoryPoint[]>(id === null ? null : domainKeys.valueHistory(id));

export const fetchDomain = (id: number) => apiRequest<Domain>(domainKeys.domain(id));

export const checkNames = (names: string[]) =>
  apiRequest<DomainBulkResult>('/api/domains/bulk', { method: 'POST', body: { names } });
