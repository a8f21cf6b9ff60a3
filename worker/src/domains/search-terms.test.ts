import { describe, expect, it } from 'vitest';
import { searchTermsOf } from './search-terms.ts';

describe('searchTermsOf', () => {
  it('gives one word as itself, run together and hyphenated alike', () => {
    expect(searchTermsOf(['coffee'])).toEqual({
      joined: 'coffee',
      hyphenated: 'coffee',
      words: ['coffee'],
      indexed: ['coffee'],
    });
  });

  it('joins a phrase both ways and requires each word once', () => {
    expect(searchTermsOf(['go', 'go', 'car'])).toEqual({
      joined: 'gogocar',
      hyphenated: 'go-go-car',
      words: ['go', 'car'],
      indexed: ['car'],
    });
  });

  it('leaves words below the trigram length to be checked on the rows found', () => {
    expect(searchTermsOf(['a', 'bc']).indexed).toEqual([]);
    expect(searchTermsOf(['my', 'shop']).indexed).toEqual(['shop']);
  });
});
