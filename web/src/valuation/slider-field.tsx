/** A labelled range input with its value and level word beside it. */
export function SliderField({
  id,
  label,
  value,
  min,
  max,
  step,
  display,
  level,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value as shown ("12,300"). */
  display: string;
  /** Low / Medium / High, or the search-volume words. */
  level: string;
  hint?: string;
  onChange: (value: number) => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <output id={`${id}-value`} htmlFor={id} className="text-sm tabular-nums">
          {display} <span className="badge badge-soft badge-primary badge-sm">{level}</span>
        </output>
      </div>
      <input
        id={id}
        type="range"
        className="range range-primary range-sm w-full"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={`${display}, ${level}`}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
    </div>
  );
}
