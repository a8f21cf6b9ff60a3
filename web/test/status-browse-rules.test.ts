import { describe, expect, it } from 'vitest';
import { browseHref, browseOf, keywordSortOf, shownSortOf } from '../src/domains/browse-mode.ts';
import { emptySearch, searchFromParams, unknownSearchParams } from '../src/domains/domain-search-params.ts';
import { listedSortChoices } from '../src/domains/search-choices.ts';
import { searchUrlNotices } from '../src/domains/search-url-notices.ts';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  const search = searchFromParams(params);
  return { search, notices: searchUrlNotices(params, search) };
};

describe('browsing a status without a keyword', () => {
  it('browses a listed status when the keyword is blank, by value unless ending soonest is asked', () => {
    expect(browseOf(read('status=auction').search)).toEqual({ status: 'auction', sortBy: 'value' });
    expect(browseOf(read('status=expiring&sortBy=ending').search)).toEqual({
      status: 'expiring',
      sortBy: 'ending',
    });
    expect(browseOf(read('status=premium&sortBy=length&query=%20').search)).toEqual({
      status: 'premium',
      sortBy: 'value',
    });
  });

  it('does not browse with a keyword, with every status, or with taken names', () => {
    expect(browseOf(read('status=auction&query=car').search)).toBeNull();
    expect(browseOf(read('').search)).toBeNull();
    expect(browseOf(read('status=taken').search)).toBeNull();
  });

  it('sends a keyword search its own orders only', () => {
    expect(keywordSortOf('ending')).toBe('relevance');
    expect(keywordSortOf('length')).toBe('length');
    expect(shownSortOf(read('query=car&sortBy=ending').search)).toBe('relevance');
    expect(shownSortOf(read('status=auction&sortBy=ending').search)).toBe('ending');
  });

  it('offers ending soonest only for statuses that end', () => {
    expect(listedSortChoices('auction').map((c) => c.value)).toEqual(['value', 'ending']);
    expect(listedSortChoices('expiring').map((c) => c.value)).toEqual(['value', 'ending']);
    expect(listedSortChoices('premium').map((c) => c.value)).toEqual(['value']);
    expect(listedSortChoices('available').map((c) => c.value)).toEqual(['value']);
  });

  it("links the home strip's See all to a shareable browse address", () => {
    expect(browseHref({ status: 'expiring', sortBy: 'ending' })).toBe(
      '/find-domains?status=expiring&sortBy=ending',
    );
    expect(browseHref({ status: 'auction', sortBy: 'value' })).toBe(
      '/find-domains?status=auction&sortBy=value',
    );
    const back = searchFromParams(new URLSearchParams('status=auction&sortBy=value'));
    expect(back).toEqual({ ...emptySearch, status: 'auction', sortBy: 'value' });
  });
});

describe('a link the form cannot show as it is', () => {
  it('uses the defaults for unknown values and says so for each', () => {
    const { search, notices } = read('status=sold&priceRange=cheap&extension=zz&query=&maxLength=3');
    expect(search).toEqual(emptySearch);
    expect(notices).toEqual([
      'This link\u2019s extension \u201czz\u201d is not one we offer: showing all extensions.',
      'This link\u2019s status \u201csold\u201d is not one we offer: showing all statuses.',
      'This link\u2019s maximum length \u201c3\u201d is not one we offer: showing any length.',
      'This link\u2019s price range \u201ccheap\u201d is not one we offer: showing any price.',
    ]);
  });

  it('says nothing of a link it shows as it is, nor of parameters it does not read', () => {
    expect(read('status=auction&sortBy=ending&extension=com&bogus=1').notices).toEqual([]);
    expect(unknownSearchParams(new URLSearchParams('status=&sortBy='))).toEqual([]);
  });

  it('sorts names that never end by value, and says so', () => {
    expect(read('status=premium&sortBy=ending').notices).toEqual([
      'Premium names have no end date: sorted by value.',
    ]);
  });

  it('keeps a long unknown value short in the notice', () => {
    const [notice] = read(`status=${'x'.repeat(500)}`).notices;
    expect(notice?.length).toBeLessThan(120);
  });
});
