export * from './contracts/index.ts';
