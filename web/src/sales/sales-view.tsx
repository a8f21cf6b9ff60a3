import { useState } from 'react';

export type SalesGrouping = 'year' | 'extension';
export type SalesMetric = 'median' | 'count';

export function useSalesView() {
  const [grouping, setGrouping] = useState<SalesGrouping>('year');
  const [metric, setMetric] = useState<SalesMetric>('median');
  return { grouping, setGrouping, metric, setMetric };
}

function Toggle<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm text-base-content/70">
        {legend}
      </span>
      <div className="join">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            className={`btn join-item btn-sm ${value === option.value ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Which cut of the sales to chart: by year or by extension, median price or number of sales. */
export function SalesViewPicker({
  grouping,
  setGrouping,
  metric,
  setMetric,
}: ReturnType<typeof useSalesView>) {
  return (
    <div className="flex flex-wrap gap-x-6 gap-y-3">
      <Toggle
        legend="Group by"
        value={grouping}
        onChange={setGrouping}
        options={[
          { value: 'year', label: 'Year' },
          { value: 'extension', label: 'Extension' },
        ]}
      />
      <Toggle
        legend="Show"
        value={metric}
        onChange={setMetric}
        options={[
          { value: 'median', label: 'Median price' },
          { value: 'count', label: 'Number of sales' },
        ]}
      />
    </div>
  );
}
