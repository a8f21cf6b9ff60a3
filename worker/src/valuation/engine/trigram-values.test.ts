import { describe, expect, it } from 'vitest';
import { model } from './fitted-model.ts';
import { writeMarkedTrigramValues, writeTrigramValuesBySet } from './trigram-values.ts';

/** The mean and minimum over markedTrigramsOf's Set, in its order: what the coded table must equal to the bit. */
function bySet(spelling: string, trigrams: ReadonlyMap<string, number>): number[] {
  const out = new Float64Array(2);
  writeTrigramValuesBySet(spelling, trigrams, out, 0);
  return [...out];
}

describe('writeMarkedTrigramValues', () => {
  const trigrams = model.tables.trigram;

  it('gives the Set-and-Map reading exactly, repeated trigrams read once', () => {
    const spellings = [
      '',
      'a',
      'x',
      'car',
      'carcar',
      'aaaa',
      'abababab',
      '888',
      'e-bay',
      'top-10-deals',
      'zzq9',
    ];
    const out = new Float64Array(2);
    for (const spelling of spellings) {
      expect(writeMarkedTrigramValues(spelling, trigrams, out, 0)).toBe(true);
      expect([...out]).toEqual(bySet(spelling, trigrams));
    }
  });

  it('counts a trigram the table lacks as 0, as the Map does (^ab, abq, bq$)', () => {
    const table = new Map([['^ab', 2]]);
    const out = new Float64Array(2);
    writeMarkedTrigramValues('abq', table, out, 0);
    expect([...out]).toEqual([2 / 3, 0]);
  });

  it('declines a spelling with a character outside letters, digits and hyphens, writing nothing', () => {
    const out = Float64Array.of(7, 7);
    expect(writeMarkedTrigramValues('café', trigrams, out, 0)).toBe(false);
    expect(writeMarkedTrigramValues('a.b', trigrams, out, 0)).toBe(false);
    expect([...out]).toEqual([7, 7]);
  });
});
