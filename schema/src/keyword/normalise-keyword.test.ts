import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH } from '../contracts/domain-choices.ts';
import { normaliseKeyword } from './normalise-keyword.ts';

/** A label as a visitor would read it, with the DNS form beside an IDN: `café (xn--caf-dma)`. */
const shown = ({ display, ascii }: { display: string; ascii: string }) =>
  display === ascii ? display : `${display} (${ascii})`;

const sixtyThree = 'a'.repeat(MAX_KEYWORD_LENGTH);

// typed, words, candidate labels, typed extension
const cases: [string, string[], string[], string | null][] = [
  // phrases and capitals
  ['coffee', ['coffee'], ['coffee'], null],
  ['coffee shop', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], null],
  ['best pizza nyc', ['best', 'pizza', 'nyc'], ['bestpizzanyc', 'best-pizza-nyc'], null],
  ['Coffee Shop', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], null],
  ['  Hello   World  ', ['hello', 'world'], ['helloworld', 'hello-world'], null],
  ['CLOUDSHOP', ['cloudshop'], ['cloudshop'], null],
  ['2024 best', ['2024', 'best'], ['2024best', '2024-best'], null],
  ['ab', ['ab'], ['ab'], null],
  ["joe's pizza", ['joes', 'pizza'], ['joespizza', 'joes-pizza'], null],
  ['ｃｏｆｆｅｅ', ['coffee'], ['coffee'], null],
  // punctuation and hyphens
  ['hello, world!', ['hello', 'world'], ['helloworld', 'hello-world'], null],
  ['coffee-shop', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], null],
  ['-coffee-', ['coffee'], ['coffee'], null],
  ['--coffee shop--', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], null],
  ['cool---name', ['cool', 'name'], ['coolname', 'cool-name'], null],
  ['_under_score_', ['under', 'score'], ['underscore', 'under-score'], null],
  ['st.louis', ['st', 'louis'], ['stlouis', 'st-louis'], null],
  ['I ❤️ NY', ['i', 'ny'], ['iny', 'i-ny'], null],
  // &
  ['Coffee & Tea', ['coffee', 'and', 'tea'], ['coffeeandtea', 'coffee-and-tea'], null],
  ['AT&T', ['at', 'and', 't'], ['atandt', 'at-and-t'], null],
  ['&', ['and'], ['and'], null],
  // typed extensions
  ['shop.io', ['shop'], ['shop'], 'io'],
  ['coffee shop.io', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], 'io'],
  ['example.co.uk', ['example'], ['example'], 'co.uk'],
  ['Brightpath.IO', ['brightpath'], ['brightpath'], 'io'],
  // URLs and e-mail addresses
  ['https://www.Example.com/path', ['example'], ['example'], 'com'],
  ['http://brightpath.io?ref=x#top', ['brightpath'], ['brightpath'], 'io'],
  ['WWW.BRIGHTPATH.IO', ['brightpath'], ['brightpath'], 'io'],
  ['ftp://files.example.org:21/x', ['example'], ['example'], 'org'],
  ['https://blog.coffee-shop.net/', ['coffee', 'shop'], ['coffeeshop', 'coffee-shop'], 'net'],
  ['mail@brightpath.io', ['brightpath'], ['brightpath'], 'io'],
  ['user@mail.example.com', ['example'], ['example'], 'com'],
  ['https://example.museum/', ['example'], ['example'], null],
  // accents and other scripts: the IDN, then its ASCII spellings
  ['café', ['café'], ['café (xn--caf-dma)', 'cafe'], null],
  ['Café', ['café'], ['café (xn--caf-dma)', 'cafe'], null],
  ['münchen', ['münchen'], ['münchen (xn--mnchen-3ya)', 'muenchen', 'munchen'], null],
  [
    'münchen reisen',
    ['münchen', 'reisen'],
    ['münchenreisen (xn--mnchenreisen-dlb)', 'muenchenreisen', 'munchenreisen'],
    null,
  ],
  ['straße', ['straße'], ['straße (xn--strae-oqa)', 'strasse'], null],
  ['ñandú', ['ñandú'], ['ñandú (xn--and-6ma2c)', 'nandu'], null],
  ['niño.es', ['niño'], ['niño (xn--nio-8ma)', 'nino'], 'es'],
  ['https://café.com/menu', ['café'], ['café (xn--caf-dma)', 'cafe'], 'com'],
  ['москва', ['москва'], ['москва (xn--80adxhks)', 'moskva'], null],
  [
    'привет мир',
    ['привет', 'мир'],
    ['приветмир (xn--b1aghctohfp)', 'privetmir', 'привет-мир (xn----ctbjkdxqigq)'],
    null,
  ],
  ['κόσμος', ['κόσμος'], ['κόσμος (xn--vxaejmc7c)', 'kosmos'], null],
  ['東京', ['東京'], ['東京 (xn--1lqs71d)'], null],
  [
    '日本語 テスト',
    ['日本語', 'テスト'],
    ['日本語テスト (xn--zckzah9945czlbtz6h)', '日本語-テスト (xn----qfusbj5909dcvb2w6i)'],
    null,
  ],
  // the longest label there is
  [sixtyThree, [sixtyThree], [sixtyThree], null],
];

describe('normaliseKeyword', () => {
  it.each(cases)('%j gives words %j and names %j', (typed, words, labels, extension) => {
    const k = normaliseKeyword(typed);
    expect(k.problem).toBeNull();
    expect(k.words).toEqual(words);
    expect(k.labels.map(shown)).toEqual(labels);
    expect(k.extension).toBe(extension);
  });

  it.each(['!!!', '', '   ', '...', '☕🍕', '👍🏽', '❤️', '-', '@', '#$%^*'])(
    '%j has nothing to search',
    (typed) => {
      expect(normaliseKeyword(typed)).toMatchObject({ problem: 'nothing-searchable', words: [], labels: [] });
    },
  );

  it('refuses a name longer than a DNS label, counting its ASCII form', () => {
    expect(normaliseKeyword(`${sixtyThree}a`).problem).toBe('too-long');
    expect(normaliseKeyword('ab '.repeat(32)).problem).toBe('too-long');
    // 60 letters whose xn-- form takes 67 characters: only the ASCII spelling fits.
    const accented = 'éa'.repeat(30);
    expect(normaliseKeyword(accented).labels.map((l) => l.ascii)).toEqual(['ea'.repeat(30)]);
  });

  it('drops a hyphenated form that no longer fits while the joined one does', () => {
    const words = `${'a'.repeat(31)} ${'b'.repeat(32)}`;
    expect(normaliseKeyword(words).labels.map((l) => l.ascii)).toEqual(['a'.repeat(31) + 'b'.repeat(32)]);
  });

  it('spells stored-name words in ASCII, and has none for a word without a Latin spelling', () => {
    expect(normaliseKeyword('münchen reisen').asciiWords).toEqual(['muenchen', 'reisen']);
    expect(normaliseKeyword('Café').asciiWords).toEqual(['cafe']);
    expect(normaliseKeyword('東京 tower').asciiWords).toEqual([]);
  });

  it('adds .de only for a letter no other language writes', () => {
    expect(normaliseKeyword('straße').countryExtensions).toEqual(['de']);
    expect(normaliseKeyword('münchen').countryExtensions).toEqual([]);
    expect(normaliseKeyword('coffee').countryExtensions).toEqual([]);
  });
});
