import { RotateCcw, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { companyRankRanges, companySorts } from '../../../schema/src/contracts/companies.ts';
import { useCompanyFacets } from './companies-api.ts';
import {
  foundedAfterYears,
  foundedBeforeYears,
  rankRangeLabels,
  sortLabels,
} from './company-filter-options.ts';
import { type CompanySearchState, emptyCompanySearch } from './company-search-params.ts';

type Field = Exclude<keyof CompanySearchState, 'page'>;

/** The facet's values, keeping one the URL asks for even while the list loads or lacks it. */
const optionsWith = (values: readonly string[] | undefined, current: string) =>
  current && !values?.includes(current) ? [current, ...(values ?? [])] : (values ?? []);

/** Every SPEC 2 filter; a search starts on its first page. */
export function CompanyFiltersForm({
  initial,
  onSearch,
}: {
  initial: CompanySearchState;
  onSearch: (search: CompanySearchState) => void;
}) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const { data: facets } = useCompanyFacets();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...form, q: form.q.trim(), page: 1 });
  };
  const field = (name: Field) => `${id}-${name}`;
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Company filters">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="form-control sm:col-span-2">
          <label className="label-text mb-1 block" htmlFor={field('q')}>
            Keyword
          </label>
          <input
            id={field('q')}
            type="search"
            className="input input-bordered w-full"
            placeholder="Name, website or description"
            value={form.q}
            maxLength={200}
            onChange={set('q')}
          />
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('industry')}>
            Industry
          </label>
          <select
            id={field('industry')}
            className="select select-bordered w-full"
            value={form.industry}
            onChange={set('industry')}
          >
            <option value="">All industries</option>
            {optionsWith(facets?.industries, form.industry).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('country')}>
            Country
          </label>
          <select
            id={field('country')}
            className="select select-bordered w-full"
            value={form.country}
            onChange={set('country')}
          >
            <option value="">All countries</option>
            {optionsWith(facets?.countries, form.country).map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('rankRange')}>
            Rank
          </label>
          <select
            id={field('rankRange')}
            className="select select-bordered w-full"
            value={form.rankRange}
            onChange={set('rankRange')}
          >
            <option value="">Any rank</option>
            {companyRankRanges.map((v) => (
              <option key={v} value={v}>
                {rankRangeLabels[v]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('foundedAfter')}>
            Founded after
          </label>
          <select
            id={field('foundedAfter')}
            className="select select-bordered w-full"
            value={form.foundedAfter}
            onChange={set('foundedAfter')}
          >
            <option value="">Any year</option>
            {foundedAfterYears.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('foundedBefore')}>
            Founded before
          </label>
          <select
            id={field('foundedBefore')}
            className="select select-bordered w-full"
            value={form.foundedBefore}
            onChange={set('foundedBefore')}
          >
            <option value="">Any year</option>
            {foundedBeforeYears.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('sortBy')}>
            Sort by
          </label>
          <select
            id={field('sortBy')}
            className="select select-bordered w-full"
            value={form.sortBy}
            onChange={set('sortBy')}
          >
            {companySorts.map((v) => (
              <option key={v} value={v}>
                {sortLabels[v]}
              </option>
            ))}
          </select>
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('minEmployees')}>
            Min employees
          </label>
          <input
            id={field('minEmployees')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="input input-bordered w-full"
            value={form.minEmployees}
            onChange={set('minEmployees')}
          />
        </div>
        <div className="form-control">
          <label className="label-text mb-1 block" htmlFor={field('maxEmployees')}>
            Max employees
          </label>
          <input
            id={field('maxEmployees')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className="input input-bordered w-full"
            value={form.maxEmployees}
            onChange={set('maxEmployees')}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary">
          <Search aria-hidden="true" size={16} />
          Search
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => onSearch(emptyCompanySearch)}>
          <RotateCcw aria-hidden="true" size={16} />
          Reset filters
        </button>
      </div>
    </form>
  );
}
