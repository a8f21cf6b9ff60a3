import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSales } from '../../../fit/sales.ts';
import { CHANNELS, nameFeatures } from './features.ts';
import { valueName } from './value-name.ts';

const sales = loadSales(path.resolve(import.meta.dirname, '../../../../schema/data/sales.csv'));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] as number;

/** The median value and sale chance the engine gives the reported sold names of an extension. */
function soldMedians(extension: string) {
  const sold = sales.filter((s) => s.extension === extension).slice(0, 1500);
  const valued = sold.map((s) => valueName(s.label, s.extension)).filter((a) => a.estimatedValue !== null);
  return {
    value: median(valued.map((a) => a.estimatedValue as number)),
    chance: median(valued.map((a) => a.saleChance?.perYear as number)),
  };
}

const [com, net, xyz] = ['com', 'net', 'xyz'].map(soldMedians) as [
  ReturnType<typeof soldMedians>,
  ReturnType<typeof soldMedians>,
  ReturnType<typeof soldMedians>,
];
/** The published sell-through of listed names per extension (NamePros 2019). */
const PUBLISHED_RATE = new Map([
  ['com', 0.006],
  ['net', 0.0039],
  ['xyz', 0.0048],
]);

const medians = new Map([
  ['com', com],
  ['net', net],
  ['xyz', xyz],
]);

const untraded = {
  'random consonant strings': ['qwkzrtpl', 'bcdfghjk', 'zxcvbnmq', 'mnbvcxz', 'pqrstvwx'].flatMap((l) =>
    ['com', 'net', 'xyz'].map((e) => `${l}.${e}`),
  ),
  '20-character three-word phrases': [
    'mountainbicyclestore',
    'wonderfulgardenparty',
    'beautifulsunsetdrive',
  ].map((l) => `${l}.com`),
  'digit-letter mixes': ['kq7z3', 'x9z4', 'a7k9x2', '3b8q1w', 'z8x7c6'].map((l) => `${l}.com`),
  'a 60-character label': [`${'abcdefghij'.repeat(6)}.com`],
};

describe('names no market trades', () => {
  for (const [kind, names] of Object.entries(untraded)) {
    it(`${kind}: no number with a reason, or a value and chance below the median sold name's; never brokered`, () => {
      for (const name of names) {
        const dot = name.indexOf('.');
        const [label, extension] = [name.slice(0, dot), name.slice(dot + 1)];
        if (kind.startsWith('20-character')) {
          expect(label.length, name).toBe(20);
          expect(nameFeatures(label, extension).wordCount, name).toBe(3);
        }
        const a = valueName(label, extension);
        expect(a.channels.brokerage.value, name).toBeNull();
        if (a.estimatedValue === null) {
          expect(a.saleChance, name).toBeNull();
          for (const channel of CHANNELS) {
            expect(a.channels[channel].noValueReason, `${name} ${channel}`).toMatch(
              /^Names like this rarely sell: /,
            );
          }
          continue;
        }
        // Below the median sold name's value, and a chance below the average listed name's.
        expect(a.estimatedValue, name).toBeLessThan((medians.get(extension) ?? com).value);
        expect(a.saleChance?.perYear, name).toBeLessThan(PUBLISHED_RATE.get(extension) ?? 0.0048);
      }
    });
  }

  it('gives random consonant strings a lower chance than the median sold name of their extension', () => {
    for (const [extension, sold] of medians) {
      for (const label of ['qwkzrtpl', 'zzqxv', 'bcdfgh', 'xkcdq']) {
        expect(valueName(label, extension).saleChance?.perYear ?? 0, `${label}.${extension}`).toBeLessThan(
          sold.chance,
        );
      }
    }
  });
});

/** A value no greater than another's: no value counts below any; a channel the stronger name is not sold through is not compared. */
const atMost = (weaker: number | null, stronger: number | null) =>
  weaker === null || stronger === null || weaker <= stronger;

describe('a weaker variant never values above the stronger', () => {
  const words = [
    'bakery',
    'voice',
    'hotel',
    'garden',
    'crypto',
    'wallet',
    'startup',
    'coffee',
    'travel',
    'rocket',
  ];
  const stronger = (word: string) => valueName(word, 'com');

  it('in every channel, over generated pairs', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.string({ unit: fc.constantFrom(...'qxzj'), minLength: 2, maxLength: 4 }),
        fc.integer({ min: 1, max: 4 }),
        (word, letters, cut) => {
          const strong = stronger(word);
          const weaker = [
            valueName(word + letters, 'com'),
            valueName(`${word.slice(0, cut)}-${word.slice(cut)}`, 'com'),
            valueName(word, 'info'),
            valueName(word, 'xyz'),
            valueName(word, 'io'),
            valueName(word, 'net'),
          ];
          for (const weak of weaker) {
            for (const channel of CHANNELS) {
              const ok = atMost(weak.channels[channel].value, strong.channels[channel].value);
              if (!ok) throw new Error(`${weak.label}.${weak.extension} ${channel} above ${word}.com`);
            }
          }
        },
      ),
      { numRuns: 60, seed: 38 },
    );
  });

  it('holds the cases an investor noticed', () => {
    const pairs: Array<[string, string]> = [
      ['cryptowallet.io', 'cryptowallet.com'],
      ['aistartup.net', 'aistartup.com'],
      ['ai-startup.com', 'aistartup.com'],
    ];
    for (const [weak, strong] of pairs) {
      const [w, s] = [weak, strong].map((n) =>
        valueName(n.slice(0, n.indexOf('.')), n.slice(n.indexOf('.') + 1)),
      );
      for (const channel of CHANNELS) {
        expect(
          atMost(w?.channels[channel].value ?? null, s?.channels[channel].value ?? null),
          `${weak} ${channel}`,
        ).toBe(true);
      }
    }
  });
});
