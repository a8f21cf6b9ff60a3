/**
 * Why the directory refuses a search its schema accepted, naming the field at fault: a
 * keyword in more companies than a search may count, or an industry or country no company
 * has (bad input, not an empty result).
 */
export type SearchRefusal =
  | { reason: 'keyword-too-broad'; field: 'q'; keyword: string }
  | { reason: 'unknown-facet'; field: 'industry' | 'country'; value: string };

/** What a search answers instead of its results when it refuses. */
export interface Refused {
  refused: SearchRefusal;
}
