import {
  hasEndTime,
  type ListedSort,
  type ListedStatus,
  maxLengthChoices,
  type PriceRange,
  priceRanges,
  type SortOption,
  type StatusFilter,
  searchExtensions,
  sortOptions,
  statusFilters,
} from '@domainary/schema/contracts/domain-choices.ts';
import { type IndustryId, industries } from '@domainary/schema/contracts/industry-choices.ts';

export type Choice<T extends string> = { value: T; label: string };

export const extensionChoices: Choice<string>[] = [
  { value: 'all', label: 'All extensions' },
  ...searchExtensions.map((ext) => ({ value: ext, label: `.${ext}` })),
];

const industryNames: Partial<Record<IndustryId, string>> = {
  ecommerce: 'E-commerce',
  realestate: 'Real estate',
  general: 'General',
};
export const industryChoices: Choice<IndustryId | 'all'>[] = [
  { value: 'all', label: 'All industries' },
  ...industries.map((value) => ({
    value,
    label: industryNames[value] ?? value.charAt(0).toUpperCase() + value.slice(1),
  })),
];

const statusNames: Record<StatusFilter, string> = {
  all: 'All statuses',
  available: 'Available',
  taken: 'Taken',
  expiring: 'Expiring',
  auction: 'Auction',
  premium: 'Premium',
};
export const statusChoices: Choice<StatusFilter>[] = statusFilters.map((value) => ({
  value,
  label: statusNames[value],
}));

export const priceChoices: Choice<PriceRange | 'all'>[] = [
  { value: 'all', label: 'Any price' },
  ...(Object.entries(priceRanges) as [PriceRange, { label: string }][]).map(([value, { label }]) => ({
    value,
    label,
  })),
];

export const maxLengthOptions: Choice<(typeof maxLengthChoices)[number] | ''>[] = [
  { value: '', label: 'Any length' },
  ...maxLengthChoices.map((value) => ({ value, label: value === '15+' ? '15+' : `${value} characters` })),
];

const sortNames: Record<SortOption, string> = { relevance: 'Relevance', value: 'Value', length: 'Length' };
export const sortChoices: Choice<SortOption>[] = sortOptions.map((value) => ({
  value,
  label: sortNames[value],
}));

const listedSortNames: Record<ListedSort, string> = { value: 'Value', ending: 'Ending soonest' };
/** A browse's orders: by value, and ending soonest where the status has an end time. */
export const listedSortChoices = (status: ListedStatus): Choice<ListedSort>[] =>
  (hasEndTime(status) ? (['value', 'ending'] as const) : (['value'] as const)).map((value) => ({
    value,
    label: listedSortNames[value],
  }));
