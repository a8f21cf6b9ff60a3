import type { ReactNode } from 'react';

/**
 * A label above its control; the label stays outside so its text is only the field's name.
 * A wide field spans two columns of a filter grid.
 */
export function LabelledField({
  id,
  label,
  wide,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'form-control sm:col-span-2' : 'form-control'}>
      <label className="label-text mb-1 block" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}
