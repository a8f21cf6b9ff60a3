export * from './api-error.ts';
export * from './companies.ts';
export * from './conversions.ts';
export * from './health.ts';
export * from './learning.ts';
export * from './learning-rules.ts';
export * from './market.ts';
export * from './valuation.ts';
