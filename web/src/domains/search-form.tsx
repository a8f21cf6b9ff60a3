import { Search, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { hasAdvancedFilters, type SearchState } from './domain-search-params.ts';
import {
  type Choice,
  extensionChoices,
  industryChoices,
  maxLengthOptions,
  priceChoices,
  sortChoices,
  statusChoices,
} from './search-choices.ts';

function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div className="form-control flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select id={id} className="select w-full" value={value} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * SPEC 2 search form: keyword, extension, and advanced filters that toggle open and closed.
 * It edits a draft; the search (and the URL) changes only when the form is submitted.
 */
export function SearchForm({
  initial,
  onSearch,
}: {
  initial: SearchState;
  onSearch: (s: SearchState) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(initial));
  const keywordId = useId();
  const panelId = useId();
  const set =
    <K extends keyof SearchState>(key: K) =>
    (value: SearchState[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, query: draft.query.trim() });
  };
  return (
    <search aria-label="Domain search">
      <form
        onSubmit={submit}
        className="space-y-4 rounded-box border border-base-300 bg-base-200/50 p-4 sm:p-6"
      >
        <div className="grid gap-3 md:grid-cols-[1fr_14rem_auto]">
          <div className="flex flex-col gap-1">
            <label htmlFor={keywordId} className="text-sm font-medium">
              Keyword
            </label>
            <input
              id={keywordId}
              type="search"
              className="input w-full"
              placeholder="e.g. coffee, cloudshop or brightpath.io"
              value={draft.query}
              maxLength={100}
              onChange={(e) => set('query')(e.target.value)}
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <SelectField
            label="Extension"
            value={draft.extension}
            choices={extensionChoices}
            onChange={set('extension')}
          />
          <div className="flex items-end">
            <button type="submit" className="btn btn-primary w-full md:w-auto">
              <Search aria-hidden="true" size={18} />
              Search
            </button>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          aria-expanded={advancedOpen}
          aria-controls={panelId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" size={16} />
          {advancedOpen ? 'Hide Advanced Filters' : 'Advanced Filters'}
        </button>
        {advancedOpen && (
          <fieldset id={panelId} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <legend className="sr-only">Advanced filters</legend>
            <SelectField
              label="Max length"
              value={draft.maxLength}
              choices={maxLengthOptions}
              onChange={set('maxLength')}
            />
            <SelectField
              label="Status"
              value={draft.status}
              choices={statusChoices}
              onChange={set('status')}
            />
            <SelectField
              label="Price range"
              value={draft.priceRange}
              choices={priceChoices}
              onChange={set('priceRange')}
            />
            <SelectField
              label="Industry"
              value={draft.industry}
              choices={industryChoices}
              onChange={set('industry')}
            />
            <SelectField
              label="Sort by"
              value={draft.sortBy}
              choices={sortChoices}
              onChange={set('sortBy')}
            />
          </fieldset>
        )}
      </form>
    </search>
  );
}
