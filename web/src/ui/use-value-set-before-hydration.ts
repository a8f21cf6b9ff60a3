import { type RefObject, useLayoutEffect } from 'react';

/**
 * Pre-rendered forms are on screen before the app's script runs, and a visitor on a slow
 * connection may type or pick an option meanwhile. Hydration leaves that value in the
 * element but not in state, so the next render would put the rendered value back and a
 * search would ignore it. On mount, a value that differs from the one rendered goes to
 * `adopt`, as if typed after hydration. Later changes reach state through onChange.
 */
export function useValueSetBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  rendered: string,
  adopt: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at mount is the visitor's early input
  useLayoutEffect(() => {
    const value = ref.current?.value;
    if (value !== undefined && value !== rendered) adopt(value);
  }, []);
}
