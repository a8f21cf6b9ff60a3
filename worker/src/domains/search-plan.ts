import type { SortOption } from '@domainary/schema/contracts/domains.ts';
import { allTrigramsMatch } from '../search/trigram-match.ts';
import type { RankedIndex } from './data/phase-scan.ts';
import type { Placement, SearchTerms } from './data/search-conditions.ts';
import { TRIGRAM } from './search-terms.ts';

export interface SearchPhase {
  index: RankedIndex;
  /** FTS5 MATCH expression; with detail=none it may admit false positives, so rows are re-checked. */
  match: string;
  placement: Placement;
}

/**
 * Index keys one statement may check against the filters. Unfiltered pages stop after their
 * first rows; a narrow filter on a common keyword would otherwise read every match, so the
 * page ends early and its cursor resumes where the scan stopped.
 */
export const SCAN_BUDGET = 250;

/** The index text is '^^' + name, so a name's start is itself a run of trigrams. */
const ANCHOR = '^^';

/** The phrase run together or hyphenated (one form for a single word), each maybe anchored. */
function phraseMatch(terms: SearchTerms, prefix: string): string {
  const forms = [...new Set([terms.joined, terms.hyphenated])].map((form) => allTrigramsMatch(prefix + form));
  return forms.length === 1 ? (forms[0] as string) : forms.map((f) => `(${f})`).join(' OR ');
}

/**
 * The ordered scans that answer a search. A keyword of three or more characters matches
 * anywhere in a name; a shorter one, below the trigram length, matches name starts through
 * the anchor. Relevance lists names that start with the phrase, then names holding it
 * further in, then (for several words) names holding every word apart, each group by value;
 * value and length order come straight from their index.
 */
export function searchPhases(terms: SearchTerms, sortBy: SortOption): SearchPhase[] {
  const startsWith = phraseMatch(terms, ANCHOR);
  if (terms.joined.length < TRIGRAM) {
    const index = sortBy === 'length' ? 'domains_by_length_fts' : 'domains_by_value_fts';
    return [{ index, match: startsWith, placement: 'start' }];
  }
  const anywhere = terms.indexed.length > 0 ? allTrigramsMatch(...terms.indexed) : phraseMatch(terms, '');
  switch (sortBy) {
    case 'value':
      return [{ index: 'domains_by_value_fts', match: anywhere, placement: 'anywhere' }];
    case 'length':
      return [{ index: 'domains_by_length_fts', match: anywhere, placement: 'anywhere' }];
    case 'relevance': {
      const phases: SearchPhase[] = [
        { index: 'domains_by_value_fts', match: startsWith, placement: 'start' },
        { index: 'domains_by_value_fts', match: phraseMatch(terms, ''), placement: 'inside' },
      ];
      if (terms.words.length > 1 && terms.indexed.length > 0)
        phases.push({ index: 'domains_by_value_fts', match: anywhere, placement: 'apart' });
      return phases;
    }
  }
}
