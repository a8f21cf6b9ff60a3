import { compile } from './gbm.ts';
import fitted from './model/appraisal-model.json' with { type: 'json' };
import type { AppraisalModel } from './model.ts';

/** The committed model of `npm run fit`, and its trees in serving form. */
export const model = fitted as unknown as AppraisalModel;
// The encoding tables are looked up by a visitor's words: without a prototype, "constructor"
// finds nothing instead of Object's constructor.
for (const table of [model.tables.extension, model.tables.word, model.tables.industry]) {
  Object.setPrototypeOf(table, null);
}
export const trees = compile(model.value);
