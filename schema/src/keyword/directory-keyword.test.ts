import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_PHRASES, readDirectoryKeyword } from './directory-keyword.ts';

describe('readDirectoryKeyword', () => {
  it('reads each word as a phrase of its letter and digit runs', () => {
    expect(readDirectoryKeyword('Acme.com  Labs')).toEqual({
      phrases: [['acme', 'com'], ['labs']],
      problem: null,
    });
  });

  it('reads a pasted address without its scheme and www', () => {
    expect(readDirectoryKeyword('https://www.great-firm.co.uk').phrases).toEqual([
      ['great', 'firm', 'co', 'uk'],
    ]);
    expect(readDirectoryKeyword('www').phrases).toEqual([['www']]);
  });

  it('gives no phrase for punctuation alone: a search without a keyword', () => {
    expect(readDirectoryKeyword('!!! (-) *')).toEqual({ phrases: [], problem: null });
  });

  it('merges a repeated word and drops one-letter words beside real ones', () => {
    expect(readDirectoryKeyword('a.a acme a.a ACME b').phrases).toEqual([['acme']]);
  });

  it('refuses what cannot narrow a search or would cost too much, saying why', () => {
    expect(readDirectoryKeyword(Array(50).fill('a.a').join(' ')).problem).toContain('single letters');
    expect(readDirectoryKeyword(Array(60).fill('co').join('-')).problem).toContain('joins 60 parts');
    const many = Array.from({ length: MAX_KEYWORD_PHRASES + 1 }, (_, i) => `word${i}`).join(' ');
    expect(readDirectoryKeyword(many).problem).toContain(`at most ${MAX_KEYWORD_PHRASES} different words`);
    expect(readDirectoryKeyword('ab.cd.ef.gh ij.kl.mn.op qr').problem).toContain('at most 8 in all');
  });
});
