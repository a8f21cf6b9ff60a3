/** Whole dollars, at least the $10 a registrar charges for a new name. */
export function dollars(logValue: number): number {
  const v = 10 ** logValue;
  return Math.max(10, v >= 1000 ? Math.round(v / 10) * 10 : Math.round(v));
}
