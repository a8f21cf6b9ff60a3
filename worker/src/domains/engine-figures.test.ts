import { describe, expect, it } from 'vitest';
import { comparableSales } from '../valuation/engine/comparables.ts';
import { valueName } from '../valuation/engine/value-name.ts';
import { engineFiguresOf } from './engine-figures.ts';

const names: Array<[string, string]> = [
  ['car', 'com'],
  ['greencloud', 'io'],
  ['best-coffee-shop', 'net'],
  ['xq7z', 'ai'],
];

describe('engineFiguresOf', () => {
  it("answers a name's figures as the engine values it, in the prices of the year asked", () => {
    for (const [name, extension] of names) {
      for (const asOf of [undefined, 2016]) {
        const v = valueName(name, extension, asOf);
        const figures = engineFiguresOf(name, extension, asOf);
        expect(figures).toEqual({
          valued: v.estimatedValue !== null,
          estimatedValue: v.estimatedValue,
          valueRange: v.valueRange,
          valueRangeNote: v.valueRangeNote,
          headlineChannel: v.headlineChannel,
          saleChance: v.saleChance,
          auctionValue: v.channels.auction,
          similarSales: comparableSales(v.features, v.channelValues, 3, asOf).map((s) => ({
            ...s,
            price: Math.round(s.price),
          })),
          scores: v.scores,
          keywords: v.words,
          industry: v.industry,
          keywordVolume: v.keywordVolume,
        });
      }
    }
  });

  it('values a name once per year asked and shares the frozen answer with later requests', () => {
    const first = engineFiguresOf('sharedfigures', 'com');
    expect(engineFiguresOf('sharedfigures', 'com')).toBe(first);
    expect(engineFiguresOf('sharedfigures', 'com', 2016)).not.toBe(first);
    expect(engineFiguresOf('sharedfigures', 'net')).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.similarSales)).toBe(true);
    expect(() => {
      (first as { valued: boolean }).valued = !first.valued;
    }).toThrow(TypeError);
  });
});
