export * from './api-error.ts';
export * from './conversions.ts';
export * from './health.ts';
