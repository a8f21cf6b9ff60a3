import { describe, expect, it } from 'vitest';
import { everyPartMatch } from './fts-match.ts';
import { holdsEveryPhrase, severalPartPhrases } from './keyword-phrases.ts';

describe('a keyword read by an index without word positions', () => {
  it('asks for every part of two letters or more, the last one as a prefix', () => {
    expect(everyPartMatch('co.uk software')).toBe('"co" "uk" "software"*');
    expect(everyPartMatch('e-commerce acme.b')).toBe('"commerce" "acme"');
  });

  it('leaves the phrases of several parts to check, the last one prefixed', () => {
    expect(severalPartPhrases('software co.uk')).toEqual([{ parts: ['co', 'uk'], prefixed: true }]);
    expect(severalPartPhrases('co.uk software')).toEqual([{ parts: ['co', 'uk'], prefixed: false }]);
    expect(severalPartPhrases('software group')).toEqual([]);
  });
});

describe('holdsEveryPhrase', () => {
  const [coUk] = severalPartPhrases('co.uk');
  const widgetParts = severalPartPhrases('widget-parts xy')[0];
  if (!coUk || !widgetParts) throw new Error('fixture phrases');

  it('finds the parts next to each other and in order, across punctuation', () => {
    expect(holdsEveryPhrase(['Acme', 'https://acme.co.uk', ''], [coUk])).toBe(true);
    expect(holdsEveryPhrase(['Acme', 'acme.com', 'A UK co, we are.'], [coUk])).toBe(false);
    expect(holdsEveryPhrase(['', '', 'We make Widget, parts.'], [widgetParts])).toBe(true);
    expect(holdsEveryPhrase(['', '', 'Parts for every widget.'], [widgetParts])).toBe(false);
  });

  it('matches the last part of the last phrase as a prefix, and only that one', () => {
    expect(holdsEveryPhrase(['', 'acme.co.ukraine', ''], [coUk])).toBe(true);
    expect(holdsEveryPhrase(['', '', 'widget partsmith'], [widgetParts])).toBe(false);
  });

  it('folds case and accents as the tokenizer does, and never joins two columns', () => {
    const [cafe] = severalPartPhrases('café-bar');
    if (!cafe) throw new Error('fixture phrase');
    expect(holdsEveryPhrase(['Le CAFE Bar', '', ''], [cafe])).toBe(true);
    expect(holdsEveryPhrase(['Le Café', 'bar.com', ''], [cafe])).toBe(false);
  });
});
