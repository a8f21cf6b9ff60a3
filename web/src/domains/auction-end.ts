import { formatDate } from '../format/format-date.ts';

const DAY_MS = 86_400_000;

/**
 * When an auction ends, counted in whole UTC days as its end day is stored: "Ends in 5 days
 * (Dec 2, 2026)", "Ends today", "Ended 3 days ago"; null when the listing gives no end.
 */
export function auctionEndText(endsOn: string | null, now = Date.now()): string | null {
  if (!endsOn) return null;
  const today = Math.floor(now / DAY_MS);
  const days = Math.floor(Date.parse(`${endsOn.slice(0, 10)}T00:00:00Z`) / DAY_MS) - today;
  if (Number.isNaN(days)) return null;
  const when = formatDate(endsOn);
  if (days < 0) return `Ended ${-days} ${days === -1 ? 'day' : 'days'} ago (${when})`;
  if (days === 0) return `Ends today (${when})`;
  if (days === 1) return `Ends tomorrow (${when})`;
  return `Ends in ${days} days (${when})`;
}
