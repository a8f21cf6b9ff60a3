/** How every answer that carries `reportedSales` describes it in the API document. */
export const REPORTED_SALES_NOTE =
  "reportedSales: the name's own sales in the sales table, latest first, each with its price in US dollars as reported (not adjusted to today's money), its year, its venue (null when the report names none) and its channel; empty when no sale of the name is reported.";
