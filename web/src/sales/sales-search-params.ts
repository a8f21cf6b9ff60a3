import {
  SALES_PAGE_SIZE,
  type SaleChannel,
  type SalesSort,
  saleChannels,
  salesSorts,
} from '@domainary/schema/contracts/sales.ts';
import { changedParams, digits, oneOf } from '../api/search-params.ts';
import { withQuery } from '../api/with-query.ts';

/** A sales search as the URL holds it (the API's parameter names): text as typed, '' when unset. */
export type SalesSearchState = {
  q: string;
  extension: string;
  minPrice: string;
  maxPrice: string;
  yearFrom: string;
  yearTo: string;
  channel: SaleChannel | '';
  sortBy: SalesSort;
  page: number;
};

export const emptySalesSearch: SalesSearchState = {
  q: '',
  extension: '',
  minPrice: '',
  maxPrice: '',
  yearFrom: '',
  yearTo: '',
  channel: '',
  sortBy: 'price_desc',
  page: 1,
};

export const salesPagePath = '/domain-sales';

/** Reads a search from URL parameters; values the API could never accept fall back to unset. */
export function salesSearchFromParams(params: URLSearchParams): SalesSearchState {
  return {
    q: params.get('q') ?? '',
    extension: params.get('extension') ?? '',
    minPrice: digits(params.get('minPrice')),
    maxPrice: digits(params.get('maxPrice')),
    yearFrom: digits(params.get('yearFrom')),
    yearTo: digits(params.get('yearTo')),
    channel: oneOf(params.get('channel'), saleChannels),
    sortBy: oneOf(params.get('sortBy'), salesSorts) || 'price_desc',
    page: Math.max(Number(digits(params.get('page'))), 1),
  };
}

/** The URL parameters of a search: only what is set and differs from the defaults. */
export const paramsOfSalesSearch = (search: SalesSearchState) => changedParams(search, emptySalesSearch);

/** The sales page showing a search, e.g. every sale whose name holds a word. */
export const salesSearchHref = (search: Partial<SalesSearchState>) =>
  withQuery(salesPagePath, paramsOfSalesSearch({ ...emptySalesSearch, ...search }));

export const salesApiPath = (search: SalesSearchState) =>
  withQuery('/api/sales', { ...paramsOfSalesSearch(search), pageSize: SALES_PAGE_SIZE });

/** The CSV of the search (every page, up to the export cap), in its order. */
export const salesExportPath = (search: SalesSearchState) =>
  withQuery('/api/sales/export.csv', paramsOfSalesSearch({ ...search, page: 1 }));
