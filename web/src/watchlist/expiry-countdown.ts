import { daysFrom } from '../domains/index.ts';
import { formatDate } from '../format/format-date.ts';

const dayCount = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * A watched name's expiry as people say it, the date beside it: "Expires in 12 days (Dec 9,
 * 2026)", "Expires today (Nov 27, 2026)", and once passed "Expired 21 days ago (Nov 6, 2026)",
 * never "today" for a date gone by.
 */
export function expiryCountdown(expiryDate: string | null, now = Date.now()): string {
  const days = daysFrom(expiryDate, now);
  if (days === null || expiryDate === null) return 'No expiry date';
  const date = formatDate(expiryDate);
  if (days < 0) return `Expired ${dayCount(-days)} ago (${date})`;
  if (days === 0) return `Expires today (${date})`;
  return `Expires in ${dayCount(days)} (${date})`;
}
