import { describe, expect, it } from 'vitest';
import { saleVsEstimate } from './sale-vs-estimate.ts';
import { salesKeywordOf } from './sales-keyword-of.ts';
import {
  emptySalesSearch,
  paramsOfSalesSearch,
  salesApiPath,
  salesExportPath,
  salesSearchFromParams,
  salesSearchHref,
} from './sales-search-params.ts';

describe('how far a sale landed from our estimate', () => {
  it('says above or below in percent, a multiple past double, and on it within 5%', () => {
    expect(saleVsEstimate(1_570, 1_000)).toBe('57% above');
    expect(saleVsEstimate(570, 1_000)).toBe('43% below');
    expect(saleVsEstimate(3_240, 1_000)).toBe('3.2× our estimate');
    expect(saleVsEstimate(124_000, 1_000)).toBe('124× our estimate');
    expect(saleVsEstimate(1_030, 1_000)).toBe('at our estimate');
    expect(saleVsEstimate(960, 1_000)).toBe('at our estimate');
  });
});

describe('the sales search in the URL', () => {
  it('reads every filter, drops values the API could never accept and keeps defaults out of the URL', () => {
    const search = salesSearchFromParams(
      new URLSearchParams(
        'q=shop&extension=io&minPrice=100&maxPrice=-5&yearFrom=2010&yearTo=20x&channel=retail&sortBy=year_asc&page=3',
      ),
    );
    expect(search).toEqual({
      ...emptySalesSearch,
      q: 'shop',
      extension: 'io',
      minPrice: '100',
      yearFrom: '2010',
      sortBy: 'year_asc',
      page: 3,
    });
    expect(paramsOfSalesSearch(search)).toEqual({
      q: 'shop',
      extension: 'io',
      minPrice: '100',
      yearFrom: '2010',
      sortBy: 'year_asc',
      page: '3',
    });
    expect(paramsOfSalesSearch(emptySalesSearch)).toEqual({});
  });

  it('asks the API for 20 a page, exports every page and links a keyword search', () => {
    const search = { ...emptySalesSearch, channel: 'auction' as const, page: 4 };
    expect(salesApiPath(search)).toBe('/api/sales?channel=auction&page=4&pageSize=20');
    expect(salesExportPath(search)).toBe('/api/sales/export.csv?channel=auction');
    expect(salesSearchHref({ q: 'shop' })).toBe('/domain-sales?q=shop');
  });
});

describe("a name's word to look up sales with", () => {
  it('is its longest word, or the whole name without words', () => {
    expect(salesKeywordOf('bestshopping', ['best', 'shopping'])).toBe('shopping');
    expect(salesKeywordOf('xqz', [])).toBe('xqz');
  });
});
