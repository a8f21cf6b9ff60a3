import { saleChannels, salesSorts } from '@domainary/schema/contracts/sales.ts';
import type { FormEvent } from 'react';
import { FilterActions, SelectField, WholeNumberField } from '../ui/filter-fields.tsx';
import { LabelledField } from '../ui/labelled-field.tsx';
import { useFilterForm } from '../ui/use-filter-form.ts';
import { channelLabels, salesSortLabels } from './sale-labels.ts';
import { emptySalesSearch, type SalesSearchState } from './sales-search-params.ts';

type Field = Exclude<keyof SalesSearchState, 'page'>;

const channelOptions = saleChannels.map((c) => ({ value: c, label: channelLabels[c] }));
const sortOptions = salesSorts.map((s) => ({ value: s, label: salesSortLabels[s] }));

/** The keyword and every filter; a search starts on its first page. */
export function SalesFiltersForm({
  initial,
  onSearch,
}: {
  initial: SalesSearchState;
  onSearch: (search: SalesSearchState) => void;
}) {
  const { id, form, control } = useFilterForm<Field, SalesSearchState>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...form, q: form.q.trim(), extension: form.extension.trim().replace(/^\./, ''), page: 1 });
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Sales filters">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledField id={`${id}-q`} label="Keyword in the name">
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="e.g. shop"
            maxLength={200}
            {...control('q')}
          />
        </LabelledField>
        <LabelledField id={`${id}-extension`} label="Extension">
          <input
            type="text"
            className="input input-bordered w-full"
            placeholder="e.g. com"
            maxLength={63}
            autoCapitalize="none"
            spellCheck={false}
            {...control('extension')}
          />
        </LabelledField>
        <SelectField
          label="Channel"
          control={control('channel')}
          options={channelOptions}
          anyLabel="All channels"
        />
        <SelectField label="Sort by" control={control('sortBy')} options={sortOptions} />
        <WholeNumberField label="Min price (USD)" control={control('minPrice')} placeholder="Any" />
        <WholeNumberField label="Max price (USD)" control={control('maxPrice')} placeholder="Any" />
        <WholeNumberField label="From year" control={control('yearFrom')} placeholder="Any" />
        <WholeNumberField label="To year" control={control('yearTo')} placeholder="Any" />
      </div>
      <FilterActions searchLabel="Search sales" onReset={() => onSearch(emptySalesSearch)} />
    </form>
  );
}
