import type { SWRConfiguration } from 'swr';
import { fetchJson } from './fetcher.ts';

/**
 * Data fetching: no polling, no refetch on focus or reconnect, cached data never
 * goes stale, and a failure is final (no retries). Provided once at the root.
 */
export const swrConfig = {
  fetcher: fetchJson,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
} satisfies SWRConfiguration;
