export * from './api-error.ts';
export * from './health.ts';
