import { describe, expect, it } from 'vitest';
import { allTrigramsMatch } from '../search/trigram-match.ts';
import { searchPhases } from './search-plan.ts';
import { searchTermsOf } from './search-terms.ts';

const terms = (...words: string[]) => searchTermsOf(words);

describe('searchPhases', () => {
  it('matches a keyword below the trigram length at name starts only, on the index of its order', () => {
    const startsWithAb = allTrigramsMatch('^^ab');
    expect(startsWithAb).toBe('"^^a" AND "^ab"');
    expect(searchPhases(terms('ab'), 'relevance')).toEqual([
      { index: 'domains_by_value_fts', match: startsWithAb, placement: 'start' },
    ]);
    expect(searchPhases(terms('ab'), 'value')).toEqual([
      { index: 'domains_by_value_fts', match: startsWithAb, placement: 'start' },
    ]);
    expect(searchPhases(terms('ab'), 'length')).toEqual([
      { index: 'domains_by_length_fts', match: startsWithAb, placement: 'start' },
    ]);
  });

  it('reads value and length order in one scan of their own index, the keyword anywhere', () => {
    const anywhere = '"cof" AND "off" AND "ffe" AND "fee"';
    expect(searchPhases(terms('coffee'), 'value')).toEqual([
      { index: 'domains_by_value_fts', match: anywhere, placement: 'anywhere' },
    ]);
    expect(searchPhases(terms('coffee'), 'length')).toEqual([
      { index: 'domains_by_length_fts', match: anywhere, placement: 'anywhere' },
    ]);
  });

  it('ranks one word by closeness: names starting with it, then names holding it', () => {
    const phases = searchPhases(terms('car'), 'relevance');
    expect(phases.map((p) => p.placement)).toEqual(['start', 'inside']);
    expect(phases.map((p) => p.match)).toEqual([allTrigramsMatch('^^car'), allTrigramsMatch('car')]);
    expect(new Set(phases.map((p) => p.index))).toEqual(new Set(['domains_by_value_fts']));
  });

  it('ranks a phrase: run together or hyphenated at the start, then inside, then its words apart', () => {
    const [start, inside, apart, ...rest] = searchPhases(terms('coffee', 'shop'), 'relevance');
    expect(rest).toEqual([]);
    expect(start?.match).toBe(
      `(${allTrigramsMatch('^^coffeeshop')}) OR (${allTrigramsMatch('^^coffee-shop')})`,
    );
    expect(inside?.match).toBe(`(${allTrigramsMatch('coffeeshop')}) OR (${allTrigramsMatch('coffee-shop')})`);
    expect(apart).toEqual({
      index: 'domains_by_value_fts',
      match: allTrigramsMatch('coffee', 'shop'),
      placement: 'apart',
    });
  });

  it('looks a phrase of short words up as the phrase, with no scan for the words apart', () => {
    const phases = searchPhases(terms('a', 'b', 'c'), 'relevance');
    expect(phases.map((p) => p.placement)).toEqual(['start', 'inside']);
    expect(searchPhases(terms('a', 'b', 'c'), 'value')[0]?.match).toBe(
      `(${allTrigramsMatch('abc')}) OR (${allTrigramsMatch('a-b-c')})`,
    );
  });
});
