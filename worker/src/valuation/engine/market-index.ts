import fitted from './market-index.json' with { type: 'json' };

const DAY_MS = 86_400_000;
const index = fitted.index as Record<string, number>;

/** Each year's level is taken as of 1 July; between those days the index moves log-linearly. */
function anchorDay(year: number): number {
  return Date.UTC(year, 6, 1) / DAY_MS;
}

/**
 * The domain-market index (worker/fit/market-index.ts) on a day counted from 1970-01-01:
 * 1 at the latest year with like-for-like sales, flat before the first and after the last.
 */
export function marketIndexOn(day: number): number {
  const first = fitted.firstYear;
  const last = fitted.lastYear;
  if (day <= anchorDay(first)) return index[first] as number;
  if (day >= anchorDay(last)) return index[last] as number;
  const year = new Date(day * DAY_MS).getUTCFullYear();
  const from = day >= anchorDay(year) ? year : year - 1;
  const a = index[from] as number;
  const b = index[from + 1] as number;
  const t = (day - anchorDay(from)) / (anchorDay(from + 1) - anchorDay(from));
  return a * (b / a) ** t;
}

/**
 * What a dollar paid in a sale of `year` is worth in today's domain market: the latest index
 * level over the level in the middle of that year (the index is flat past its last year, so
 * this needs no clock). A 2007 sale times this speaks the same money as one today.
 */
export function toTodayFactor(year: number): number {
  return (index[fitted.lastYear] as number) / marketIndexOn(anchorDay(year));
}
