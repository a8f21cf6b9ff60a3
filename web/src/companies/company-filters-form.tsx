import { companyRankRanges, companySorts } from '@domainary/schema/contracts/companies.ts';
import { readDirectoryKeyword } from '@domainary/schema/keyword/directory-keyword.ts';
import { type FormEvent, useState } from 'react';
import { FilterActions, type Option, SelectField, WholeNumberField } from '../ui/filter-fields.tsx';
import { LabelledField } from '../ui/labelled-field.tsx';
import { useFilterForm } from '../ui/use-filter-form.ts';
import { useCompanyFacets } from './companies-api.ts';
import { foundedAfterYears, foundedBeforeYears, sortLabels } from './company-filter-options.ts';
import {
  type CompanySearchState,
  emptyCompanySearch,
  reversedRangeProblem,
} from './company-search-params.ts';

type Field = Exclude<keyof CompanySearchState, 'page'>;

/** The facet's values, keeping one the URL asks for even while the list loads or lacks it. */
const optionsWith = (values: readonly string[] | undefined, current: string): Option[] =>
  (current && !values?.includes(current) ? [current, ...(values ?? [])] : (values ?? [])).map((v) => ({
    value: v,
    label: v,
  }));

const yearOptions = (years: readonly number[]): Option[] =>
  years.map((y) => ({ value: String(y), label: String(y) }));

// The rank ranges are sent exactly as the options read ('Top 100'), so the values are their labels.
const rankOptions: Option[] = companyRankRanges.map((v) => ({ value: v, label: v }));
const sortOptions: Option[] = companySorts.map((v) => ({ value: v, label: sortLabels[v] }));

/** Every company filter; a search starts on its first page. */
export function CompanyFiltersForm({
  initial,
  onSearch,
}: {
  initial: CompanySearchState;
  onSearch: (search: CompanySearchState) => void;
}) {
  const { id, form, control } = useFilterForm<Field, CompanySearchState>(initial);
  const { data: facets } = useCompanyFacets();
  // The API refuses a keyword it cannot search cheaply; the form says why without asking.
  const [keywordProblem, setKeywordProblem] = useState<string | null>(null);
  // So does a range whose ends are swapped.
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = form.q.trim();
    const problem = q === '' ? null : readDirectoryKeyword(q).problem;
    const reversed = reversedRangeProblem(form);
    setKeywordProblem(problem);
    setRangeProblem(reversed);
    if (problem === null && reversed === null) onSearch({ ...form, q, page: 1 });
  };
  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Company filters">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <LabelledField id={`${id}-q`} label="Keyword" wide>
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="Name, website or description"
            maxLength={200}
            aria-invalid={keywordProblem !== null}
            aria-describedby={keywordProblem === null ? undefined : `${id}-q-problem`}
            {...control('q')}
          />
          {keywordProblem !== null && (
            <p id={`${id}-q-problem`} role="alert" className="mt-1 text-sm text-error">
              {keywordProblem}
            </p>
          )}
        </LabelledField>
        <SelectField
          label="Industry"
          control={control('industry')}
          options={optionsWith(facets?.industries, form.industry)}
          anyLabel="All industries"
        />
        <SelectField
          label="Country"
          control={control('country')}
          options={optionsWith(facets?.countries, form.country)}
          anyLabel="All countries"
        />
        <SelectField label="Rank" control={control('rankRange')} options={rankOptions} anyLabel="Any rank" />
        <SelectField
          label="Founded after"
          control={control('foundedAfter')}
          options={yearOptions(foundedAfterYears)}
          anyLabel="Any year"
        />
        <SelectField
          label="Founded before"
          control={control('foundedBefore')}
          options={yearOptions(foundedBeforeYears)}
          anyLabel="Any year"
        />
        <SelectField label="Sort by" control={control('sortBy')} options={sortOptions} />
        <WholeNumberField label="Min employees" control={control('minEmployees')} />
        <WholeNumberField label="Max employees" control={control('maxEmployees')} />
      </div>
      {rangeProblem !== null && (
        <p role="alert" className="text-sm text-error">
          {rangeProblem}
        </p>
      )}
      <FilterActions searchLabel="Search" onReset={() => onSearch(emptyCompanySearch)} />
    </form>
  );
}
