export type { Appraisal, DomainScores, ValueFactorExplanation } from './appraisal.ts';
export { appraise } from './appraise.ts';
export { isKnownExtension } from './extensions.ts';
export { INDUSTRIES, type Industry } from './industries.ts';
