import type { SortOption } from '../../../schema/src/contracts/domains.ts';
import { allTrigramsMatch } from './trigram-match.ts';

/** The contentless trigram indexes of migration 0004, each keyed by one sort order. */
export type RankedIndex = 'domains_by_value_fts' | 'domains_by_length_fts';

/**
 * How a matched name relates to the keyword: anywhere in it, at its start, or inside but
 * not at the start (the second half of relevance order).
 */
export type Placement = 'anywhere' | 'start' | 'inside';

export interface SearchPhase {
  index: RankedIndex;
  /** FTS5 MATCH expression; with detail=none it may admit false positives, so rows are re-checked. */
  match: string;
  placement: Placement;
}

/** The index text is '^^' + name, so a name's start is itself a run of trigrams. */
const ANCHOR = '^^';

/**
 * The ordered scans that answer a search. Keywords of three or more characters match
 * anywhere in a name; shorter ones, below the trigram length, match name starts through the
 * anchor. Relevance lists names that start with the keyword before names that merely
 * contain it, each group by value; value and length order come straight from their index.
 */
export function searchPhases(keyword: string, sortBy: SortOption): SearchPhase[] {
  const startsWith = allTrigramsMatch(ANCHOR + keyword);
  const short = keyword.length < 3;
  const contains = short ? startsWith : allTrigramsMatch(keyword);
  const placement: Placement = short ? 'start' : 'anywhere';
  switch (sortBy) {
    case 'value':
      return [{ index: 'domains_by_value_fts', match: contains, placement }];
    case 'length':
      return [{ index: 'domains_by_length_fts', match: contains, placement }];
    case 'relevance':
      return short
        ? [{ index: 'domains_by_value_fts', match: startsWith, placement: 'start' }]
        : [
            { index: 'domains_by_value_fts', match: startsWith, placement: 'start' },
            { index: 'domains_by_value_fts', match: contains, placement: 'inside' },
          ];
  }
}
