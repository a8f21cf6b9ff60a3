import type { SalesSearchResponse } from '@domainary/schema/contracts/sales.ts';
import useSWR from 'swr';
import { type SalesSearchState, salesApiPath } from './sales-search-params.ts';

/** One page of a sales search with its total and summary; a new page keeps the last one shown until it arrives. */
export const useSalesSearch = (search: SalesSearchState) =>
  useSWR<SalesSearchResponse>(salesApiPath(search), { keepPreviousData: true });
