import { useId, useState } from 'react';

/**
 * A filter form's draft, edited field by field and sent only on submit. `control(field)` is
 * what binds an input or select to its field: a stable id for its label, its value and its
 * change handler.
 */
export function useFilterForm<Field extends string, State extends Record<Field, string>>(initial: State) {
  const id = useId();
  const [form, setForm] = useState(initial);
  const control = (field: Field) => ({
    id: `${id}-${field}`,
    value: form[field],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value })),
  });
  return { id, form, control };
}
