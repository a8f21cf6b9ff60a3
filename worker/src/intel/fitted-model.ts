import { compile } from './gbm.ts';
import fitted from './model/appraisal-model.json' with { type: 'json' };
import type { AppraisalModel } from './model.ts';

/** The committed model of `npm run fit`, and its trees in serving form. */
export const model = fitted as unknown as AppraisalModel;
export const trees = compile(model.value);
