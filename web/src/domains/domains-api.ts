import type { DomainBulkResult } from '@domainary/schema/contracts/domain-bulk.ts';
import type { Domain, DomainSearchResult, ValueHistoryPoint } from '@domainary/schema/contracts/domains.ts';
import { normaliseKeyword } from '@domainary/schema/keyword/normalise-keyword.ts';
import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';
import { paramsOfSearch, type SearchState } from './domain-search-params.ts';

export const domainKeys = {
  domain: (id: number) => `/api/domains/${id}`,
  valueHistory: (id: number) => `/api/domains/${id}/value-history`,
};

/** A search's page key: the request path, then the search it belongs to (without cursor). */
type SearchPageKey = readonly [path: string, search: string];

/**
 * Fetches search pages one search at a time: the first request of a newer search aborts
 * the request of the search it replaces, so a visitor typing never waits on stale answers.
 */
function useLatestSearchFetcher() {
  const inFlight = useRef<{ search: string; controller: AbortController } | null>(null);
  return useCallback(([path, search]: SearchPageKey) => {
    if (inFlight.current && inFlight.current.search !== search) inFlight.current.controller.abort();
    const controller = new AbortController();
    inFlight.current = { search, controller };
    return apiRequest<DomainSearchResult>(path, { signal: controller.signal }).finally(() => {
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
  const params = paramsOfSearch(search);
  const searchable = normaliseKeyword(search.query).problem === null;
  const first = withQuery('/api/domains', params);
  return useSWRInfinite<
    DomainSearchResult,
    unknown,
    (index: number, previous: DomainSearchResult | null) => SearchPageKey | null
  >(
    (index, previous) => {
      if (!searchable) return null;
      if (index === 0) return [first, first];
      if (!previous?.nextCursor) return null;
      return [withQuery('/api/domains', { ...params, cursor: previous.nextCursor }), first];
    },
    useLatestSearchFetcher(),
    // Loading a further page must not ask for the first one again (answers are never refetched).
    { revalidateFirstPage: false, keepPreviousData: true },
  );
}

export const useValueHistory = (id: number | null) =>
  useSWR<ValueHistoryPoint[]>(id === null ? null : domainKeys.valueHistory(id));

export const fetchDomain = (id: number) => apiRequest<Domain>(domainKeys.domain(id));

export const checkNames = (names: string[]) =>
  apiRequest<DomainBulkResult>('/api/domains/bulk', { method: 'POST', body: { names } });
