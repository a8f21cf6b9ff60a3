import { saleChannels, salesSorts } from '@domainary/schema/contracts/sales.ts';
import { RotateCcw, Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { LabelledField } from '../ui/labelled-field.tsx';
import { useFilterForm } from '../ui/use-filter-form.ts';
import { channelLabels, salesSortLabels } from './sale-labels.ts';
import { emptySalesSearch, type SalesSearchState } from './sales-search-params.ts';

type Field = Exclude<keyof SalesSearchState, 'page'>;

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
  const whole = (field: Field, label: string, placeholder: string) => (
    <LabelledField id={`${id}-${field}`} label={label}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        className="input input-bordered w-full"
        {...control(field)}
      />
    </LabelledField>
  );
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
        <LabelledField id={`${id}-channel`} label="Channel">
          <select className="select select-bordered w-full" {...control('channel')}>
            <option value="">All channels</option>
            {saleChannels.map((c) => (
              <option key={c} value={c}>
                {channelLabels[c]}
              </option>
            ))}
          </select>
        </LabelledField>
        <LabelledField id={`${id}-sortBy`} label="Sort by">
          <select className="select select-bordered w-full" {...control('sortBy')}>
            {salesSorts.map((s) => (
              <option key={s} value={s}>
                {salesSortLabels[s]}
              </option>
            ))}
          </select>
        </LabelledField>
        {whole('minPrice', 'Min price (USD)', 'Any')}
        {whole('maxPrice', 'Max price (USD)', 'Any')}
        {whole('yearFrom', 'From year', 'Any')}
        {whole('yearTo', 'To year', 'Any')}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={16} />
          Search sales
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onSearch(emptySalesSearch)}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset filters
        </button>
      </div>
    </form>
  );
}
