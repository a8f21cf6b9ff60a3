import { renewalVerdicts } from '@domainary/schema/contracts/portfolio.ts';
import {
  type DueWithin,
  dueWithinChoices,
  type PlanFilter,
  type PlanSort,
  planSorts,
  sortLabels,
} from './plan-view.ts';

const dueLabels: Record<DueWithin, string> = {
  any: 'Any time',
  '30': 'Within 30 days',
  '90': 'Within 90 days',
  '365': 'Within a year',
};

/** A small labelled select of the filter row; its options' values are all of type T. */
function PlanSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select select-sm w-full"
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Sort and filter the plans: by verdict, extension, renewal date and lowest marketplace value. */
export function PlanFilters({
  filter,
  sort,
  extensions,
  onFilter,
  onSort,
}: {
  filter: PlanFilter;
  sort: PlanSort;
  extensions: readonly string[];
  onFilter: (filter: PlanFilter) => void;
  onSort: (sort: PlanSort) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <PlanSelect
        id="plan-sort"
        label="Sort by"
        value={sort}
        options={planSorts.map((key) => ({ value: key, label: sortLabels[key] }))}
        onChange={onSort}
      />
      <PlanSelect
        id="plan-verdict"
        label="Verdict"
        value={filter.verdict}
        options={[
          { value: 'all', label: 'All verdicts' },
          ...renewalVerdicts.map((verdict) => ({ value: verdict, label: verdict })),
        ]}
        onChange={(verdict) => onFilter({ ...filter, verdict })}
      />
      <PlanSelect
        id="plan-extension"
        label="Extension"
        value={filter.extension}
        options={[
          { value: 'all', label: 'All extensions' },
          ...extensions.map((extension) => ({ value: extension, label: `.${extension}` })),
        ]}
        onChange={(extension) => onFilter({ ...filter, extension })}
      />
      <PlanSelect
        id="plan-due"
        label="Renews"
        value={filter.dueWithin}
        options={dueWithinChoices.map((choice) => ({ value: choice, label: dueLabels[choice] }))}
        onChange={(dueWithin) => onFilter({ ...filter, dueWithin })}
      />
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="plan-min-value">Marketplace value at least (USD)</label>
        <input
          id="plan-min-value"
          type="number"
          min={0}
          step={100}
          className="input input-sm w-full"
          value={filter.minValue === 0 ? '' : filter.minValue}
          placeholder="Any"
          onChange={(e) => onFilter({ ...filter, minValue: Math.max(0, Number(e.target.value) || 0) })}
        />
      </div>
    </div>
  );
}
