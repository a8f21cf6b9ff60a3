import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compile,
  type Ensemble,
  predict,
  predictChanged,
  predictionChange,
  predictWithLeaves,
  treeMask,
  treesReading,
} from './gbm.ts';

/** Each tree's leaf for row x, as predictWithLeaves reports them. */
function leavesOf(model: ReturnType<typeof compile>, x: number[]): Int32Array {
  const leaves = new Int32Array(model.count);
  expect(predictWithLeaves(model, x, leaves)).toBe(predict(model, x));
  return leaves;
}

/**
 * Two trees of depth 2. The first splits on column 0 (> 0.5), then column 1 (> 10); the
 * second on column 2 (> 0), then column 0 (> 2). A leaf's index is the answers read as a
 * binary number, the first level highest.
 */
const ensemble: Ensemble = {
  base: 0.5,
  depth: 2,
  trees: [
    { features: [0, 1], thresholds: [0.5, 10], leaves: [1, 2, 3, 4] },
    { features: [2, 0], thresholds: [0, 2], leaves: [10, 20, 30, 40] },
  ],
};
const model = compile(ensemble);

describe('compile', () => {
  it('lays every tree end to end: depth splits and 2^depth leaves each', () => {
    expect(model.count).toBe(2);
    expect([...model.features]).toEqual([0, 1, 2, 0]);
    expect([...model.thresholds]).toEqual([0.5, 10, 0, 2]);
    expect([...model.leaves]).toEqual([1, 2, 3, 4, 10, 20, 30, 40]);
  });
});

describe('predict', () => {
  it('adds the base and the leaf each tree reaches, the first split as the high bit', () => {
    // Tree 1: 1 > 0.5 (1), 5 > 10 (0): leaf 0b10 = 3. Tree 2: -1 > 0 (0), 1 > 2 (0): leaf 0 = 10.
    expect([...leavesOf(model, [1, 5, -1])]).toEqual([2, 0]);
    expect(predict(model, [1, 5, -1])).toBe(0.5 + 3 + 10);
    // Tree 1: 0 > 0.5 (0), 11 > 10 (1): leaf 0b01 = 2. Tree 2: 1 > 0 (1), 3 > 2 (1): leaf 0b11 = 40.
    expect(predict(model, [3, 11, 1])).toBe(0.5 + 4 + 40);
    expect(predict(model, [0, 11, 1])).toBe(0.5 + 2 + 30);
  });

  it('sends a value equal to the threshold down the lower branch', () => {
    expect([...leavesOf(model, [0.5, 10, 0])]).toEqual([0, 0]);
    expect(predict(model, [0.5, 10, 0])).toBe(0.5 + 1 + 10);
  });
});

describe('treesReading', () => {
  it('lists, in order, the trees that split on any of the columns', () => {
    expect([...treesReading(model, [1])]).toEqual([0]);
    expect([...treesReading(model, [2])]).toEqual([1]);
    expect([...treesReading(model, [0])]).toEqual([0, 1]);
    expect([...treesReading(model, [3])]).toEqual([]);
  });
});

describe('treeMask', () => {
  it('marks the trees that split on any of the columns', () => {
    expect([...treeMask(model, [1])]).toEqual([1, 0]);
    expect([...treeMask(model, [0])]).toEqual([1, 1]);
    expect([...treeMask(model, [3])]).toEqual([0, 0]);
  });
});

/** Twelve trees of depth 3 over five columns, with leaves that do not add up exactly in floating point. */
const wide = compile({
  base: 2.25,
  depth: 3,
  trees: Array.from({ length: 12 }, (_, t) => ({
    features: [t % 5, (t * 3 + 1) % 5, (t * 7 + 2) % 5],
    thresholds: [0.1 * t, 0.3 - 0.05 * t, 0.2 * (t % 4) - 0.3],
    leaves: Array.from({ length: 8 }, (_, l) => Math.fround((t + 1) * 0.013 * (l - 3.5))),
  })),
});
const wideRow = fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 5, maxLength: 5 });

describe('predictChanged', () => {
  it('is the prediction of the changed row to the last bit, walking only the marked trees', () => {
    fc.assert(
      fc.property(wideRow, wideRow, fc.uniqueArray(fc.integer({ min: 0, max: 4 })), (x, other, columns) => {
        const changed = x.map((v, c) => (columns.includes(c) ? (other[c] as number) : v));
        expect(predictChanged(wide, changed, leavesOf(wide, x), treeMask(wide, columns))).toBe(
          predict(wide, changed),
        );
      }),
    );
    // Told that no tree reads the change, it keeps every leaf: the shortcut is real.
    const leaves = leavesOf(model, [1, 5, -1]);
    expect(predictChanged(model, [1, 5, 1], leaves, treeMask(model, []))).toBe(predict(model, [1, 5, -1]));
  });
});

describe('predictionChange', () => {
  it('walks only the trees that read the changed columns', () => {
    const before = [1, 5, -1];
    const after = [1, 5, 1];
    const leaves = leavesOf(model, before);
    expect(predictionChange(model, after, leaves, treesReading(model, [2]))).toBeCloseTo(
      predict(model, after) - predict(model, before),
      12,
    );
    // Told that nothing the trees read changed, it sees no change: the shortcut is real.
    expect(predictionChange(model, after, leaves, treesReading(model, []))).toBe(0);
  });

  it('equals the difference of two predictions for any row and any change to some columns', () => {
    fc.assert(
      fc.property(wideRow, wideRow, fc.uniqueArray(fc.integer({ min: 0, max: 4 })), (x, other, columns) => {
        const changed = x.map((v, c) => (columns.includes(c) ? (other[c] as number) : v));
        const fast = predictionChange(wide, changed, leavesOf(wide, x), treesReading(wide, columns));
        expect(fast).toBeCloseTo(predict(wide, changed) - predict(wide, x), 12);
      }),
    );
  });
});
