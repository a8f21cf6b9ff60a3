/**
 * What the valuation feature offers the other features. They import it from here, never from the
 * files behind it (dependency-cruiser's web-feature-reaches-another-through-its-index).
 */
export { CHANNEL_LABELS } from './channel-labels.ts';
export { ComparableSalesTable } from './comparable-sales-table.tsx';
export { headlineOfDomain, headlineOfSuggestion } from './headline.ts';
export { HeadlineValue } from './headline-value.tsx';
export { industryNames } from './simulator-options.ts';
