import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NameFeatures } from '../src/valuation/engine/features.ts';
import { packSalesIndex } from '../src/valuation/engine/sales-index.ts';
import { encodeSales, type IndexedSale } from '../src/valuation/engine/sales-index-codec.ts';
import type { Sale } from './sales.ts';

/**
 * Comparable sales: every sale with its words and channel, dearest first so equal-similarity
 * ties stay stable, written to model/sales-index.json; and what the worker ships of them,
 * model/comparables-index.json, worked out here so a worker only splits strings to load it
 * (worker/src/valuation/engine/sales-index.ts). The index marks words inside the label, so an
 * internationalised name read in its Latin spelling is indexed without words.
 */
export function writeSalesIndexes(
  sales: readonly Sale[],
  features: readonly NameFeatures[],
  modelDir: string,
) {
  const indexed = sales
    .map((sale, r): IndexedSale => {
      const f = features[r] as NameFeatures;
      return [sale.domain, sale.price, sale.year, f.spelling === sale.label ? f.words : [], sale.channel];
    })
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  writeFileSync(
    path.join(modelDir, 'sales-index.json'),
    `${JSON.stringify({ sales: encodeSales(indexed) })}\n`,
  );
  writeFileSync(
    path.join(modelDir, 'comparables-index.json'),
    `${JSON.stringify(packSalesIndex(indexed))}\n`,
  );
}
