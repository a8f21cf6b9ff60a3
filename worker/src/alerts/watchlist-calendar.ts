import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';

/**
 * The watchlist as an iCalendar subscription (RFC 5545): one all-day event per dated milestone
 * of a watched name (its expiry, the end of its grace period or of redemption, its predicted
 * drop window), each with reminders that still lie ahead. A reminder whose moment has passed
 * is left out: a calendar app would fire it at once, or show it as missed.
 */
type MilestoneKind = 'expiry' | 'grace-ends' | 'redemption-ends' | 'drop-window';

export interface Milestone {
  fqdn: string;
  kind: MilestoneKind;
  /** The first ISO day of the event. */
  first: string;
  /** The last ISO day of the event (the same as `first` for a single day). */
  last: string;
  /** Where the date comes from, in words, for the event's description. */
  basis: string;
}

const DAY_MS = 86_400_000;

/** Each kind's summary and its reminders, in days before the event's first day. */
const KINDS: ReadonlyMap<MilestoneKind, { summary: (fqdn: string) => string; reminders: number[] }> = new Map(
  [
    ['expiry', { summary: (fqdn: string) => `${fqdn} expires`, reminders: [30, 7] }],
    ['grace-ends', { summary: (fqdn: string) => `${fqdn}: grace period ends`, reminders: [3] }],
    ['redemption-ends', { summary: (fqdn: string) => `${fqdn}: redemption ends`, reminders: [3] }],
    ['drop-window', { summary: (fqdn: string) => `${fqdn}: predicted drop window`, reminders: [1] }],
  ],
);

const dayStart = (isoDay: string) => Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
const basicDate = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, '');

/**
 * The reminders still ahead of `now`. An all-day event's trigger counts from the start of its
 * day in the calendar's own time zone; UTC midnight is the earliest that can be (UTC+14 starts
 * the day 14 hours sooner), so a reminder is kept only when that moment is still to come.
 */
function remindersAhead(first: string, reminders: readonly number[], now: Date): number[] {
  const earliestDayStart = dayStart(first) - 14 * 3_600_000;
  return reminders.filter((days) => earliestDayStart - days * DAY_MS > now.getTime());
}

/** Six hours, in seconds: stage changes reach a subscribed calendar within a few hours. */
const REFRESH_SECONDS = 6 * 3_600;

/**
 * The calendar as text. ical-generator writes RFC 5545 (escaping, line folding, CRLF) and, for
 * the refresh interval, both RFC 7986 REFRESH-INTERVAL and the older X-PUBLISHED-TTL most
 * calendar apps read. An all-day event's DTEND is the day after its last day (exclusive).
 */
export function watchlistCalendar(milestones: readonly Milestone[], now: Date, origin: string): string {
  const calendar = ical({
    name: 'Domainary watchlist',
    prodId: { company: 'Domainary', product: 'Watchlist drop radar', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    scale: 'GREGORIAN',
    ttl: REFRESH_SECONDS,
  });
  const host = new URL(origin).host;
  for (const milestone of milestones) {
    const kind = KINDS.get(milestone.kind);
    if (!kind) throw new Error(`no calendar wording for ${milestone.kind}`);
    const summary = kind.summary(milestone.fqdn);
    const event = calendar.createEvent({
      id: `${milestone.kind}-${basicDate(milestone.first)}-${encodeURIComponent(milestone.fqdn)}@${host}`,
      stamp: now,
      start: new Date(dayStart(milestone.first)),
      end: new Date(dayStart(milestone.last) + DAY_MS),
      allDay: true,
      summary,
      description: `${summary}. ${milestone.basis} Check it on your Domainary watchlist.`,
      url: `${origin}/watchlist`,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
    for (const days of remindersAhead(milestone.first, kind.reminders, now)) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * 86_400,
        description: `${summary} in ${days} ${days === 1 ? 'day' : 'days'}`,
      });
    }
  }
  return calendar.toString();
}
