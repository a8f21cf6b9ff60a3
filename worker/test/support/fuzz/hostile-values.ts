import fc from 'fast-check';
import { PROTOTYPE_LABELS, PROTOTYPE_WORDS, REAL_PROTOTYPE_SALE } from '../prototype-words.ts';

/** Strings that have broken parsers, validators and SQL before. */
const nastyStrings = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "'; drop table domains; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '\uD800',
  '\uFEFF',
  '\u202Eevil',
  '𝔡𝔬𝔪𝔞𝔦𝔫',
  'ÄÖÜß',
  'xn--bcher-kva',
  '中文域名',
  '☕🍕👍🏽',
  '\u0301abc',
  'éa'.repeat(32),
  'a '.repeat(40),
  'https://user:pw@www.Example.com:8080/path?q=1#x',
  'mail@brightpath.io',
  'coffee & tea.co.uk',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '00',
  '1e309',
  '9007199254740993',
  '0x10',
  ' 1',
  '1.5',
  'true',
  '[]',
  '{}',
  '\\',
  '*',
  '?',
  '#',
  '&',
  '=',
  // Words, names and keys a plain object answers for without holding them.
  ...PROTOTYPE_WORDS,
  ...PROTOTYPE_LABELS.map((label) => `${label}.com`),
  REAL_PROTOTYPE_SALE,
];

/** Numbers at the edges of what JSON, JavaScript and SQLite can hold. */
export const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  2 ** 53 + 2,
  2 ** 63,
  1e308,
  -1e308,
  5e-324,
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  // Huge: far past every documented limit.
  {
    arbitrary: fc
      .tuple(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }),
        fc.integer({ min: 300, max: 20_000 }),
      )
      .map(([unit, times]) => unit.repeat(times)),
    weight: 1,
  },
);

/** Any JSON value a hostile client could send where one particular value was expected. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  // Deeply nested: a parser or validator that recurses without a bound falls over.
  fc.integer({ min: 100, max: 3_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
);

/** Bodies that are not the JSON they claim to be. */
export const malformedJsonText = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '[1,2',
  '"unterminated',
  '{"__proto__":{"polluted":true}}',
  '\u0000',
);
