/**
 * What the sales feature offers the other features. They import it from here, never from the
 * files behind it (dependency-cruiser's web-feature-reaches-another-through-its-index).
 */
export { ReportedSales } from './reported-sales.tsx';
export { soldForText } from './sale-labels.ts';
export { SeeAllSalesLink } from './see-all-sales-link.tsx';
