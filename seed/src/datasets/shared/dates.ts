const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function epochDay(isoDay: string): number {
  return Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);
}

const isoDays = new Map<number, string>();

/** YYYY-MM-DD of an epoch day; memoised because millions of rows share a few thousand days. */
export function isoDay(day: number): string {
  let text = isoDays.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDays.set(day, text);
  }
  return text;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A timestamp `minutes` before the start of the given day, as an ISO string (whole minutes):
 * checks of data "as of" a day happened before it began, never later on it than now.
 */
export function isoTimeBefore(day: number, minutes: number): string {
  const at = day * 1440 - minutes;
  const onDay = Math.floor(at / 1440);
  const minute = at - onDay * 1440;
  return `${isoDay(onDay)}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00.000Z`;
}

function yearOf(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** The first anniversary of `registeredDay` that falls after `afterDay`. */
export function nextAnniversary(registeredDay: number, afterDay: number): number {
  const registered = new Date(registeredDay * DAY_MS);
  const years = Math.max(1, yearOf(afterDay) - registered.getUTCFullYear());
  for (let y = years; ; y++) {
    const candidate = Date.UTC(
      registered.getUTCFullYear() + y,
      registered.getUTCMonth(),
      Math.min(registered.getUTCDate(), 28),
    );
    if (candidate / DAY_MS > afterDay) return candidate / DAY_MS;
  }
}
