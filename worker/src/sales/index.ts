/** The reported sales other features read by name. */
export { reportedSalesOfNames } from './sold-names.ts';
