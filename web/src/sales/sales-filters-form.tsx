import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { saleChannels, salesSorts } from '../../../schema/src/contracts/sales.ts';
import { channelLabels, salesSortLabels } from './sale-labels.ts';
import { emptySalesSearch, type SalesSearchState } from './sales-search-params.ts';

type Field = Exclude<keyof SalesSearchState, 'page'>;

/** A label above its control; the label stays outside so its text is only the field's name. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="form-control">
      <label className="label-text mb-1 block" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The keyword and every filter; a search starts on its first page. */
export function SalesFiltersForm({
  initial,
  onSearch,
}: {
  initial: SalesSearchState;
  onSearch: (search: SalesSearchState) => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...form, q: form.q.trim(), extension: form.extension.trim().replace(/^\./, ''), page: 1 });
  };
  const control = (field: Field) => ({
    id: `${id}-${field}`,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });
  const whole = (field: Field, label: string, placeholder: string) => (
    <Labelled id={`${id}-${field}`} label={label}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        className="input input-bordered w-full"
        {...control(field)}
      />
    </Labelled>
  );
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Sales filters">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Labelled id={`${id}-q`} label="Keyword in the name">
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="e.g. shop"
            maxLength={200}
            {...control('q')}
          />
        </Labelled>
        <Labelled id={`${id}-extension`} label="Extension">
          <input
            type="text"
            className="input input-bordered w-full"
            placeholder="e.g. com"
            maxLength={63}
            autoCapitalize="none"
            spellCheck={false}
            {...control('extension')}
          />
        </Labelled>
        <Labelled id={`${id}-channel`} label="Channel">
          <select className="select select-bordered w-full" {...control('channel')}>
            <option value="">All channels</option>
            {saleChannels.map((c) => (
              <option key={c} value={c}>
                {channelLabels[c]}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-sortBy`} label="Sort by">
          <select className="select select-bordered w-full" {...control('sortBy')}>
            {salesSorts.map((s) => (
              <option key={s} value={s}>
                {salesSortLabels[s]}
              </option>
            ))}
          </select>
        </Labelled>
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
