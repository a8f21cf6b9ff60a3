/**
 * Where an arrow, Home or End key moves focus in a list of `count` items from position `at`,
 * wrapping at both ends; undefined for any other key. A horizontal list answers Left/Right, a
 * list that may be laid out either way (a menu that is a row on wide screens and a column on
 * phones) answers Up/Down too.
 */
export function arrowKeyTarget(
  key: string,
  at: number,
  count: number,
  axis: 'horizontal' | 'either' = 'horizontal',
): number | undefined {
  const forward = key === 'ArrowRight' || (axis === 'either' && key === 'ArrowDown');
  const back = key === 'ArrowLeft' || (axis === 'either' && key === 'ArrowUp');
  if (forward) return (at + 1) % count;
  if (back) return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
