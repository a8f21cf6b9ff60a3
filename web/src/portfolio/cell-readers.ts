/** A cell read, or why it cannot be: the page reports the row by its line with this message. */
export type CellReading<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): CellReading<T> => ({ ok: true, value });
const refused = <T>(message: string): CellReading<T> => ({ ok: false, message });

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The YYYY-MM-DD of a year, month and day, or null when that day does not exist. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** Seconds or milliseconds since 1970 (Dynadot writes milliseconds), as the UTC day. */
function epochDay(digits: string): string {
  const milliseconds = digits.length >= 13 ? Number(digits) : Number(digits) * 1000;
  return new Date(milliseconds).toISOString().slice(0, 10);
}

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

/** Each way a registrar writes a day, read into [year, month, day]. */
const DAY_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => [number, number, number]][] = [
  // 2027-03-04, 2027/03/04, with or without a time after it.
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  // 03/04/2027: month first as US registrars write it; day first only where the first number
  // cannot be a month (24/03/2027).
  [
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:\s.*)?$/,
    (m) =>
      Number(m[1]) > 12
        ? [Number(m[3]), Number(m[2]), Number(m[1])]
        : [Number(m[3]), Number(m[1]), Number(m[2])],
  ],
  // Mar 4, 2027 and March 4 2027.
  [
    /^([a-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})\b/i,
    (m) => [Number(m[3]), monthOf(m[1] as string), Number(m[2])],
  ],
  // 4 Mar 2027.
  [
    /^(\d{1,2})\s+([a-z]{3,9})\.?,?\s+(\d{4})\b/i,
    (m) => [Number(m[3]), monthOf(m[2] as string), Number(m[1])],
  ],
];

/**
 * An expiry date as registrars write it (see DAY_PATTERNS), or a Unix time in seconds or
 * milliseconds. An empty cell is no date (null).
 */
export function readExpiry(cell: string): CellReading<string | null> {
  const text = cell.trim();
  if (text === '') return ok(null);
  if (/^\d{10}(?:\d{3})?$/.test(text)) return ok(epochDay(text));
  for (const [pattern, partsOf] of DAY_PATTERNS) {
    const match = pattern.exec(text);
    const day = match ? calendarDay(...partsOf(match)) : null;
    if (day) return ok(day);
  }
  return refused(`expiry date "${text}" is not a date`);
}

const YES = new Set(['true', 'yes', 'y', '1', 'on', 'enabled', 'auto', 'autorenew', 'auto-renew', 'active']);
const NO = new Set([
  'false',
  'no',
  'n',
  '0',
  'off',
  'disabled',
  'manual',
  'do not renew',
  'donotrenew',
  'no renew option',
  'inactive',
]);

/** Auto-renew as exports write it (TRUE, Yes, On, Enabled, Dynadot's "auto-renew" or "do not renew"); empty is not said (null). */
export function readAutoRenew(cell: string): CellReading<boolean | null> {
  const text = cell.trim().toLowerCase();
  if (text === '') return ok(null);
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return refused(`auto-renew "${cell.trim()}" is neither on nor off`);
}

/** The most a renewal may be: the API's own limit. */
const MAX_RENEWAL = 1_000_000;

/** A renewal price in US dollars: 12.98, $12.98, USD 12.98, 1,290.00; empty is not given (null). */
export function readRenewalPrice(cell: string): CellReading<number | null> {
  const text = cell.trim();
  if (text === '') return ok(null);
  const match = /^(?:usd\s*)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(?:usd)?$/i.exec(text);
  if (!match) return refused(`renewal price "${text}" is not an amount in US dollars`);
  const amount = Number(`${(match[1] as string).replace(/,/g, '')}${match[2] ?? ''}`);
  if (amount > MAX_RENEWAL) return refused(`renewal price "${text}" is over $1,000,000 a year`);
  return ok(amount);
}
