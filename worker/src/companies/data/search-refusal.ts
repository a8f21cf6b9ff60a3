import { type Refused, refuseField } from '../../refusal.ts';

/**
 * Why the directory refuses a search its schema accepted, each naming the query parameter
 * at fault: a page of a keyword in more companies than a search may count that lies past
 * what one walk of its matches may read (`about`: the estimate of how many it finds), a page
 * deeper than a search may read, or an industry or country no company has (bad input, not
 * an empty result).
 */
export const wideKeywordPageTooDeep = (keyword: string, about: number): Refused =>
  refuseField(
    { in: 'query', name: 'q' },
    `"${keyword}" appears in about ${about.toLocaleString('en-US')} companies, too many to read as far as this page with these filters: go to an earlier page, search with a more specific word, or use other filters`,
  );

/**
 * A page deeper than a search may read. When even the first page is (the search's matches lie
 * thinly where its order starts: few companies low in rank have many employees), the fault is
 * the order, not the page, and the visitor is told so.
 */
export const pageTooDeep = (offset: number): Refused =>
  offset === 0
    ? refuseField(
        { in: 'query', name: 'sortBy' },
        'the companies these filters find lie too far into this order for one search to read: sort them another way, or narrow the search with filters',
      )
    : refuseField(
        { in: 'query', name: 'page' },
        'this page lies deeper than one search may read: narrow the search with filters, or sort it another way',
      );

export const unknownFacet = (facet: 'industry' | 'country', value: string): Refused =>
  refuseField({ in: 'query', name: facet }, `no company has ${facet} "${value}"`);
