import type { Company } from '@domainary/schema/contracts/companies.ts';
import { describe, expect, it } from 'vitest';
import { pagerItems } from '../ui/pager-items.ts';
import { foundedAfterYears, foundedBeforeYears } from './company-filter-options.ts';
import {
  companySearchFromParams,
  emptyCompanySearch,
  paramsOfCompanySearch,
} from './company-search-params.ts';
import {
  generatorIndustryFor,
  generatorKeywordFor,
  generatorLinkFor,
  generatorPrefill,
} from './generator-link.ts';
import { similarSearchOf } from './similar-search.ts';

const shown = (current: number, pages: number) =>
  pagerItems(current, pages)
    .map((item) => (item.kind === 'gap' ? '…' : String(item.page)))
    .join(' ');

describe('company pager', () => {
  it('shows every page when there are five or fewer', () => {
    expect(shown(1, 1)).toBe('1');
    expect(shown(3, 5)).toBe('1 2 3 4 5');
  });

  it('uses ellipses beyond five pages, keeping the ends and the current page', () => {
    expect(shown(1, 6)).toBe('1 2 3 4 … 6');
    expect(shown(4, 6)).toBe('1 … 3 4 5 6');
    expect(shown(1, 100_000)).toBe('1 2 3 4 … 100000');
    expect(shown(50, 100)).toBe('1 … 49 50 51 … 100');
    expect(shown(100, 100)).toBe('1 … 97 98 99 100');
    expect(shown(3, 20)).toBe('1 2 3 4 … 20');
    expect(shown(4, 20)).toBe('1 … 3 4 5 … 20');
  });
});

describe('company search in the URL', () => {
  it('round-trips every filter and the page, leaving defaults out', () => {
    const search = {
      q: 'keller',
      industry: 'Software',
      country: 'Germany',
      rankRange: 'Top 1000' as const,
      foundedAfter: '1990',
      foundedBefore: '2010',
      minEmployees: '10',
      maxEmployees: '500',
      sortBy: 'name_desc' as const,
      page: 3,
    };
    const params = paramsOfCompanySearch(search);
    expect(params).toEqual({ ...search, page: '3' });
    expect(companySearchFromParams(new URLSearchParams(params))).toEqual(search);
    expect(paramsOfCompanySearch(emptyCompanySearch)).toEqual({});
  });

  it('drops values the API could never accept', () => {
    const search = companySearchFromParams(
      new URLSearchParams({
        rankRange: 'Top 5',
        sortBy: 'revenue',
        minEmployees: '-4',
        page: '0',
        foundedAfter: 'x',
      }),
    );
    expect(search).toEqual(emptyCompanySearch);
  });
});

describe('company filter options', () => {
  it('offers founded-after 2020 down to 1980 and founded-before 2023 down to 1990', () => {
    expect(foundedAfterYears[0]).toBe(2020);
    expect(foundedAfterYears.at(-1)).toBe(1980);
    expect(foundedAfterYears).toHaveLength(41);
    expect(foundedBeforeYears[0]).toBe(2023);
    expect(foundedBeforeYears.at(-1)).toBe(1990);
    expect(foundedBeforeYears).toHaveLength(34);
  });
});

describe('company actions', () => {
  it('prefills the generator with the brand and a generator industry', () => {
    expect(generatorKeywordFor('Keller Logistics GmbH')).toBe('Keller Logistics');
    expect(generatorKeywordFor('Argento Group Inc.')).toBe('Argento');
    expect(generatorKeywordFor('Group')).toBe('Group');
    expect(generatorIndustryFor('IT Services')).toBe('tech');
    expect(generatorIndustryFor('Gaming')).toBe('gaming');
    expect(generatorIndustryFor('Manufacturing')).toBe('all');
    const link = generatorLinkFor({ name: 'Lindgren Books Inc', industry: 'Education' });
    expect(link).toBe('/ai-domain-generator?keyword=Lindgren+Books&industry=education');
    expect(generatorPrefill(new URL(link, 'http://x').searchParams)).toEqual({
      keyword: 'Lindgren Books',
      industry: 'education',
    });
    expect(generatorPrefill(new URLSearchParams({ keyword: ' ', industry: 'nope' }))).toEqual({});
  });

  it('searches for the same industry and country within a factor of two in size', () => {
    const company = { industry: 'Retail', country: 'Japan', employees: 301 } as Company;
    expect(similarSearchOf(company)).toEqual({
      ...emptyCompanySearch,
      industry: 'Retail',
      country: 'Japan',
      minEmployees: '150',
      maxEmployees: '602',
    });
  });
});
