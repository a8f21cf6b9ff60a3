/** The reported sales other features read by name. */
export { reportedSalesByName, reportedSalesOf } from './data/reported-sales.ts';
