/** The reported sales other features read by name. */
export { SOLD_NAMES_LOOK_ROWS } from './data/sold-name-lists.ts';
export { reportedSalesOfNames } from './sold-names.ts';
