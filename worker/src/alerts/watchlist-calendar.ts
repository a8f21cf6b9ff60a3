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

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const DAY_MS = 86_400_000;
const encoder = new TextEncoder();

/** Each kind's summary and its reminders, in days before the event's first day. */
const KINDS: ReadonlyMap<MilestoneKind, { summary: (fqdn: string) => string; reminders: number[] }> = new Map(
  [
    ['expiry', { summary: (fqdn: string) => `${fqdn} expires`, reminders: [30, 7] }],
    ['grace-ends', { summary: (fqdn: string) => `${fqdn}: grace period ends`, reminders: [3] }],
    ['redemption-ends', { summary: (fqdn: string) => `${fqdn}: redemption ends`, reminders: [3] }],
    ['drop-window', { summary: (fqdn: string) => `${fqdn}: predicted drop window`, reminders: [1] }],
  ],
);

/** RFC 5545 3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets continue on lines that start with a space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const dayStart = (isoDay: string) => Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`);
const basicDate = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, '');
const basicStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const dayAfter = (isoDay: string) => new Date(dayStart(isoDay) + DAY_MS).toISOString().slice(0, 10);

/**
 * The reminders still ahead of `now`. An all-day event's trigger counts from the start of its
 * day in the calendar's own time zone; UTC midnight is the earliest that can be (UTC+14 starts
 * the day 14 hours sooner), so a reminder is kept only when that moment is still to come.
 */
function remindersAhead(first: string, reminders: readonly number[], now: Date): number[] {
  const earliestDayStart = dayStart(first) - 14 * 3_600_000;
  return reminders.filter((days) => earliestDayStart - days * DAY_MS > now.getTime());
}

function eventLines(milestone: Milestone, stamp: string, origin: string, now: Date): string[] {
  const kind = KINDS.get(milestone.kind);
  if (!kind) throw new Error(`no calendar wording for ${milestone.kind}`);
  const summary = kind.summary(milestone.fqdn);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${milestone.kind}-${basicDate(milestone.first)}-${encodeURIComponent(milestone.fqdn)}@${new URL(origin).host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(milestone.first)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter(milestone.last))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(`${summary}. ${milestone.basis} Check it on your Domainary watchlist.`)}`,
    `URL:${origin}/watchlist`,
    'TRANSP:TRANSPARENT',
  ];
  for (const days of remindersAhead(milestone.first, kind.reminders, now)) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`${summary} in ${days} ${days === 1 ? 'day' : 'days'}`)}`,
      `TRIGGER:-P${days}D`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

export function watchlistCalendar(milestones: readonly Milestone[], now: Date, origin: string): string {
  const stamp = basicStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Domainary//Watchlist drop radar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Domainary watchlist',
    // Subscribed calendars ask again at this interval (RFC 7986 REFRESH-INTERVAL, and the
    // older name most calendar apps read): stage changes reach the calendar within a few hours.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const milestone of milestones) lines.push(...eventLines(milestone, stamp, origin, now));
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
