import { afterEach, describe, expect, it } from 'vitest';
import { comparableSales } from '../valuation/engine/comparables.ts';
import { valuationWatch, valueName } from '../valuation/engine/value-name.ts';
import { engineFiguresOf, FIGURES_CACHED_NAMES } from './engine-figures.ts';

/** Every name the engine values from now on, in order (a stronger form it is held below too). */
function watchValuations(): string[] {
  const valued: string[] = [];
  valuationWatch.valued = (name) => valued.push(name);
  return valued;
}

afterEach(() => {
  valuationWatch.valued = null;
});

describe('engineFiguresOf', () => {
  // A one-word .com, a phrase, a hyphenated name, a short coined one and one no market trades.
  const names: Array<[string, string]> = [
    ['car', 'com'],
    ['greencloud', 'io'],
    ['best-coffee-shop', 'net'],
    ['xq7z', 'ai'],
    ['qxzvkjwpt', 'com'],
  ];

  it.each(names)("answers %s.%s with the engine's own figures, now and in 2016 prices", (name, extension) => {
    for (const asOf of [undefined, 2016]) {
      const engine = valueName(name, extension, asOf);
      const figures = engineFiguresOf(name, extension, asOf);
      // What both call alike is the same figure.
      for (const [field, value] of Object.entries(figures)) {
        if (field in engine) expect(value, field).toEqual(engine[field as keyof typeof engine]);
      }
      expect(figures.valued).toBe(engine.estimatedValue !== null);
      expect(figures.auctionValue).toEqual(engine.channels.auction);
      expect(figures.keywords).toEqual(engine.words);
      // The engine's three nearest sales, in its order, each at its price to the dollar.
      const sales = comparableSales(engine.features, engine.channelValues, 3, asOf);
      expect(figures.similarSales.map((s) => s.domain)).toEqual(sales.map((s) => s.domain));
      for (const [i, sale] of figures.similarSales.entries()) {
        expect(Number.isInteger(sale.price)).toBe(true);
        expect(Math.abs(sale.price - (sales[i]?.price ?? Number.NaN))).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it('gives a name no market trades no number, and says so', () => {
    const figures = engineFiguresOf('qxzvkjwpt', 'com');
    expect(figures.valued).toBe(false);
    expect(figures.estimatedValue).toBeNull();
    expect(engineFiguresOf('car', 'com').valued).toBe(true);
  });

  it('values a name once in an isolate: asked again, it answers without the engine', () => {
    const valued = watchValuations();
    const first = engineFiguresOf('oncefigures', 'com');
    expect(valued).toEqual(['oncefigures.com']);
    // Even with the engine's own cache emptied, the second answer is the first one.
    valuationWatch.forget();
    expect(engineFiguresOf('oncefigures', 'com')).toBe(first);
    expect(valued).toEqual(['oncefigures.com']);
    // Another year's prices are other figures, valued afresh.
    engineFiguresOf('oncefigures', 'com', 2016);
    expect(valued).toEqual(['oncefigures.com', 'oncefigures.com']);
  });

  it('shares a frozen answer, so no request can change what the next one reads', () => {
    const first = engineFiguresOf('sharedfigures', 'com');
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.similarSales)).toBe(true);
    expect(() => {
      (first as { valued: boolean }).valued = !first.valued;
    }).toThrow(TypeError);
  });

  it(`keeps at most ${FIGURES_CACHED_NAMES} names: the one asked longest ago is valued again`, () => {
    engineFiguresOf('boundfirst', 'com');
    engineFiguresOf('boundsecond', 'com');
    for (let i = 0; i < FIGURES_CACHED_NAMES - 1; i++) engineFiguresOf(`boundfill${i}`, 'com');
    valuationWatch.forget();
    const valued = watchValuations();
    // boundsecond and the fillers fill the cache; boundfirst gave way to the last filler.
    engineFiguresOf('boundsecond', 'com');
    expect(valued).toEqual([]);
    engineFiguresOf('boundfirst', 'com');
    expect(valued).toEqual(['boundfirst.com']);
  }, 120_000);
});
