import { RotateCcw, Search } from 'lucide-react';
import { LabelledField } from './labelled-field.tsx';

/** What `useFilterForm`'s `control(field)` binds a control with. */
type FieldControl = {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

export type Option = { value: string; label: string };

/** A labelled select; `anyLabel` adds a first choice that leaves the filter unset. */
export function SelectField({
  label,
  control,
  options,
  anyLabel,
}: {
  label: string;
  control: FieldControl;
  options: readonly Option[];
  anyLabel?: string;
}) {
  return (
    <LabelledField id={control.id} label={label}>
      <select className="select select-bordered w-full" {...control}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A labelled input for a whole number of at least zero (a head count, a price, a year). */
export function WholeNumberField({
  label,
  control,
  placeholder,
}: {
  label: string;
  control: FieldControl;
  placeholder?: string;
}) {
  return (
    <LabelledField id={control.id} label={label}>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        className="input input-bordered w-full"
        {...control}
      />
    </LabelledField>
  );
}

/** A filter form's submit button and the one that clears every filter. */
export function FilterActions({ searchLabel, onReset }: { searchLabel: string; onReset: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className="btn btn-primary">
        <Search aria-hidden="true" size={16} />
        {searchLabel}
      </button>
      <button type="button" className="btn btn-ghost" onClick={onReset}>
        <RotateCcw aria-hidden="true" size={16} />
        Reset filters
      </button>
    </div>
  );
}
