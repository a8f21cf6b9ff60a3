/**
 * Why the directory refuses a search its schema accepted: a page of a keyword in more
 * companies than a search may count that lies past what one walk of its matches may read
 * (`about`: the estimate of how many it finds), a page deeper than a search may read, or an
 * industry or country no company has (bad input, not an empty result).
 */
export type SearchRefusal =
  | { reason: 'wide-keyword-page-too-deep'; keyword: string; about: number }
  | { reason: 'page-too-deep' }
  | { reason: 'unknown-facet'; facet: 'industry' | 'country'; value: string };

/** What a search answers instead of its results when it refuses. */
export interface Refused {
  refused: SearchRefusal;
}
