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
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="plan-sort">Sort by</label>
        <select
          id="plan-sort"
          className="select select-sm w-full"
          value={sort}
          onChange={(e) => onSort(e.target.value as PlanSort)}
        >
          {planSorts.map((key) => (
            <option key={key} value={key}>
              {sortLabels[key]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="plan-verdict">Verdict</label>
        <select
          id="plan-verdict"
          className="select select-sm w-full"
          value={filter.verdict}
          onChange={(e) => onFilter({ ...filter, verdict: e.target.value as PlanFilter['verdict'] })}
        >
          <option value="all">All verdicts</option>
          {renewalVerdicts.map((verdict) => (
            <option key={verdict} value={verdict}>
              {verdict}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="plan-extension">Extension</label>
        <select
          id="plan-extension"
          className="select select-sm w-full"
          value={filter.extension}
          onChange={(e) => onFilter({ ...filter, extension: e.target.value })}
        >
          <option value="all">All extensions</option>
          {extensions.map((extension) => (
            <option key={extension} value={extension}>
              .{extension}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor="plan-due">Renews</label>
        <select
          id="plan-due"
          className="select select-sm w-full"
          value={filter.dueWithin}
          onChange={(e) => onFilter({ ...filter, dueWithin: e.target.value as DueWithin })}
        >
          {dueWithinChoices.map((choice) => (
            <option key={choice} value={choice}>
              {dueLabels[choice]}
            </option>
          ))}
        </select>
      </div>
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
