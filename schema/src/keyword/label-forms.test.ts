import { describe, expect, it } from 'vitest';
import { asciiLabelOf, asciiSpellingsOf } from './label-forms.ts';

describe('asciiLabelOf', () => {
  it('keeps an ASCII label as it is', () => {
    expect(asciiLabelOf('coffee-shop')).toBe('coffee-shop');
  });

  it('writes an internationalised label in its xn-- form', () => {
    expect(asciiLabelOf('café')).toBe('xn--caf-dma');
    expect(asciiLabelOf('東京')).toBe('xn--1lqs71d');
  });

  it('has no form for text no registry could hold', () => {
    expect(asciiLabelOf('two words')).toBeNull();
    expect(asciiLabelOf('a/b')).toBeNull();
    expect(asciiLabelOf('a_b')).toBeNull();
  });
});

describe('asciiSpellingsOf', () => {
  it('spells a word the conventional way first, then without its accents', () => {
    expect(asciiSpellingsOf('münchen')).toEqual(['muenchen', 'munchen']);
    expect(asciiSpellingsOf('café')).toEqual(['cafe']);
    expect(asciiSpellingsOf('straße')).toEqual(['strasse']);
  });

  it('transliterates other alphabets', () => {
    expect(asciiSpellingsOf('москва')).toEqual(['moskva']);
    expect(asciiSpellingsOf('κόσμος')).toEqual(['kosmos']);
  });

  it('keeps an ASCII word, and gives none for a word with no Latin spelling', () => {
    expect(asciiSpellingsOf('coffee')).toEqual(['coffee']);
    expect(asciiSpellingsOf('東京')).toEqual([]);
  });
});
