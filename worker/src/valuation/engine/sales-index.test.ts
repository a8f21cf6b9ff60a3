import { describe, expect, it } from 'vitest';
import shippedIndex from './model/comparables-index.json' with { type: 'json' };
import soldNames from './model/sales-index.json' with { type: 'json' };
import { packSalesIndex, salesIndex, unpackSalesIndex } from './sales-index.ts';
import { decodeSales } from './sales-index-codec.ts';

describe('the packed comparables index', () => {
  it('is what npm run fit works out from the sales index today', () => {
    // Fails when the sales, the stemmer or the industry keywords change without `npm run fit`.
    expect(packSalesIndex(decodeSales(soldNames.sales))).toEqual(shippedIndex);
  });

  it('finds a sale by its words, their stems and its category', () => {
    const index = salesIndex();
    const i = index.sales.findIndex(([domain]) => domain === 'carinsurance.com');
    expect(index.sales[i]).toEqual(['carinsurance.com', 49_700_000, 2010, 'brokerage']);
    expect([...(index.byWord.get('insurance') ?? [])]).toContain(i);
    expect([...(index.byStem.get('insur') ?? [])]).toContain(i);
    expect([...(index.byCategory.get(`insurance|com|${'carinsurance'.length}`) ?? [])]).toContain(i);
    const words = index.saleWords.slice(index.wordStart[i], index.wordStart[i + 1]);
    expect(words).toEqual(['car', 'insurance']);
  });

  it('leaves out words of a sale that only happens to contain them, and words under 3 letters', () => {
    const index = unpackSalesIndex(
      packSalesIndex([
        ['bucardo.com', 1000, 2020, ['car'], 'auction'],
        ['myshop.com', 500, 2021, ['my', 'shop'], 'marketplace'],
      ]),
    );
    expect(index.byWord.has('car')).toBe(false);
    expect(index.byWord.has('my')).toBe(false);
    expect([...(index.byWord.get('shop') ?? [])]).toEqual([1]);
    expect(index.saleLength[0]).toBe('bucardo'.length);
  });
});
