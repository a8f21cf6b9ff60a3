import type { SalesSearchResponse } from '@domainary/schema/contracts/sales.ts';
import type { SalesSummary } from '@domainary/schema/contracts/sales-summary.ts';
import useSWR from 'swr';
import { type SalesSearchState, salesApiPath } from './sales-search-params.ts';

/** One page of a sales search with its total and summary; a new page keeps the last one shown until it arrives. */
export const useSalesSearch = (search: SalesSearchState) =>
  useSWR<SalesSearchResponse>(salesApiPath(search), { keepPreviousData: true });

/** Reported sales by year and by extension, for the market trends chart. */
export const useSalesSummary = () => useSWR<SalesSummary>('/api/market/sales-summary');
