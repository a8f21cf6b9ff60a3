import { loadTables, type StoredTables } from './encoding-tables-codec.ts';
import { compile } from './gbm.ts';
import fitted from './model/valuation-model.json' with { type: 'json' };
import type { ValuationModel } from './model.ts';

/** The committed model of `npm run fit`, its tables as Maps and its trees in serving form. */
export const model: ValuationModel = {
  ...(fitted as unknown as ValuationModel),
  tables: loadTables((fitted as unknown as { tables: StoredTables }).tables),
};
export const trees = compile(model.value);
