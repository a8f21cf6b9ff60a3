import { loadTables, type StoredTables } from './encoding-tables-codec.ts';
import { compile } from './gbm.ts';
import fitted from './model/appraisal-model.json' with { type: 'json' };
import type { AppraisalModel } from './model.ts';

/** The committed model of `npm run fit`, its tables as Maps and its trees in serving form. */
export const model: AppraisalModel = {
  ...(fitted as unknown as AppraisalModel),
  tables: loadTables((fitted as unknown as { tables: StoredTables }).tables),
};
export const trees = compile(model.value);
