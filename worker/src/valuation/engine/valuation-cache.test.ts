import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NameValuation } from './name-valuation.ts';
import { freshValuation, storedNameFigures, valuationWatch, valueName } from './value-name.ts';

/** Every figure a valuation gives a visitor, read in full (which works out every lazy part). */
const figuresOf = (a: NameValuation) => ({
  label: a.label,
  extension: a.extension,
  words: a.words,
  estimatedValue: a.estimatedValue,
  valueRange: a.valueRange,
  valueRangeNote: a.valueRangeNote,
  headlineChannel: a.headlineChannel,
  saleChance: a.saleChance,
  scores: a.scores,
  channels: a.channels,
  channelValues: a.channelValues,
  industry: a.industry,
  keywordVolume: a.keywordVolume,
  explanation: a.explanation,
});

const WORDS = ['car', 'insurance', 'bakery', 'voice', 'hotels', 'green', 'cloud', 'ai', 'startup', 'pay'];
/**
 * Names as visitors type them: words, stray letters, digits and hyphens, in the extensions a
 * stronger form moves between (so a name and its stronger forms meet in one run), with real
 * sold names among them (voice.com, carinsurance.com) and IDN labels.
 */
const part = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.stringMatching(/^[a-z]{1,4}$/),
  fc.stringMatching(/^[0-9]{1,3}$/),
  fc.constant('-'),
);
const label = fc.oneof(
  fc
    .array(part, { minLength: 1, maxLength: 4 })
    .map((parts) =>
      parts
        .join('')
        .replace(/^-+|-+$/g, '')
        .replace(/-+/g, '-'),
    )
    .filter((l) => l.length > 0),
  fc.constantFrom('xn--caf-dma', 'xn--mnchen-3ya'),
);
const name = fc.record({
  label,
  extension: fc.constantFrom('com', 'net', 'io', 'xyz', 'info', 'org'),
  asOf: fc.constantFrom(undefined, 2015, 2026),
});

beforeEach(() => valuationWatch.forget());

describe("the isolate's cache of valuations", () => {
  it('answers every name exactly as the uncached engine does, whatever was cached before it', () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 12 }), (names) => {
        for (const { label, extension, asOf } of names) {
          const cached = figuresOf(valueName(label, extension, asOf));
          expect(cached).toEqual(figuresOf(freshValuation(label, extension, asOf)));
          // Asked again, the cached valuation gives the same figures.
          expect(figuresOf(valueName(label, extension, asOf))).toEqual(cached);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('gives a stored name the figures of its full valuation, though it works out only the auction channel', () => {
    fc.assert(
      fc.property(name, ({ label, extension, asOf }) => {
        valuationWatch.forget();
        const figures = storedNameFigures(label, extension, asOf);
        const full = freshValuation(label, extension, asOf);
        expect(figures).toEqual({
          valued: full.estimatedValue !== null,
          auctionValue: full.channels.auction,
          valueRangeNote: full.valueRangeNote,
          headlineChannel: full.headlineChannel,
          saleChance: full.saleChance,
        });
      }),
      { numRuns: 100 },
    );
  });

  it('values a name once however often it is asked, and its stronger form once for every weaker one', () => {
    const valued: string[] = [];
    valuationWatch.valued = (n) => valued.push(n);
    try {
      for (const extension of ['net', 'io', 'com', 'xyz']) valueName('green-cloud', extension);
      for (const extension of ['net', 'io', 'com', 'xyz']) valueName('green-cloud', extension);
    } finally {
      valuationWatch.valued = null;
    }
    // Each hyphenated name is held below its unhyphenated form, which is held below its .com.
    expect([...valued].sort()).toEqual(
      [
        'green-cloud.net',
        'greencloud.net',
        'greencloud.com',
        'green-cloud.io',
        'greencloud.io',
        'green-cloud.com',
        'green-cloud.xyz',
        'greencloud.xyz',
      ].sort(),
    );
  });

  it('keys a valuation by its year: asOf money is a different answer', () => {
    const valued: string[] = [];
    valuationWatch.valued = (n) => valued.push(n);
    try {
      valueName('bakery', 'com', 2015);
      valueName('bakery', 'com', 2026);
      valueName('bakery', 'com');
    } finally {
      valuationWatch.valued = null;
    }
    expect(valued).toEqual(['bakery.com', 'bakery.com', 'bakery.com']);
  });

  it('hands out figures no caller can change for the next one', () => {
    const a = valueName('bakery', 'com');
    expect(() => {
      (a.scores as { seoScore: number }).seoScore = 100;
    }).toThrow(TypeError);
    expect(() => (a.explanation as unknown[]).push({})).toThrow(TypeError);
  });
});
