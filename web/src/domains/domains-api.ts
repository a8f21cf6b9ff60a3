import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { DomainBulkResult } from '../../../schema/src/contracts/domain-bulk.ts';
import type { Domain, DomainSearchResult, ValueHistoryPoint } from '../../../schema/src/contracts/domains.ts';
import { apiRequest } from '../api/api-request.ts';
import { withQuery } from '../api/with-query.ts';
import { paramsOfSearch, type SearchState } from './domain-search-params.ts';

/** SPEC 9: the expiring strip is cached five minutes; its `_` parameter changes once per window. */
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

/**
 * Pages of a search, following the API's cursor. SPEC 7: nothing is requested while the
 * keyword is empty.
 */
export function useDomainSearch(search: SearchState) {
  const params = paramsOfSearch(search);
  return useSWRInfinite<DomainSearchResult>(
    (index, previous: DomainSearchResult | null) => {
      if (search.query.trim() === '') return null;
      if (index === 0) return withQuery('/api/domains', params);
      if (!previous?.nextCursor) return null;
      return withQuery('/api/domains', { ...params, cursor: previous.nextCursor });
    },
    // Loading a further page must not ask for the first one again (SPEC 9: no refetching).
    { revalidateFirstPage: false },
  );
}

export const useExpiringDomains = () => useSWR<Domain[]>(domainKeys.expiring());

export const useValueHistory = (id: number | null) =>
  useSWR<ValueHistoryPoint[]>(id === null ? null : domainKeys.valueHistory(id));

export const fetchDomain = (id: number) => apiRequest<Domain>(domainKeys.domain(id));

export const checkNames = (names: string[]) =>
  apiRequest<DomainBulkResult>('/api/domains/bulk', { method: 'POST', body: { names } });
