/**
 * The watchlist as an iCalendar feed (RFC 5545): one all-day event per watched name on its
 * expiry date, with reminders a month and a week before. Names without an expiry date
 * (never registered) have nothing to put in a calendar and are left out.
 */
export interface ExpiringName {
  domainId: number;
  fqdn: string;
  expiryDate: string | null;
  status: string;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const REMINDERS = [30, 7];
const encoder = new TextEncoder();

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

const basicDate = (isoDay: string) => isoDay.slice(0, 10).replace(/-/g, '');
const basicStamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

function dayAfter(isoDay: string): string {
  const next = new Date(Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) + 86_400_000);
  return next.toISOString().slice(0, 10);
}

function eventLines(name: ExpiringName, expiry: string, stamp: string, origin: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:domain-${name.domainId}-expiry-${basicDate(expiry)}@${new URL(origin).host}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${basicDate(expiry)}`,
    `DTEND;VALUE=DATE:${basicDate(dayAfter(expiry))}`,
    `SUMMARY:${escapeText(`${name.fqdn} expires`)}`,
    `DESCRIPTION:${escapeText(
      `${name.fqdn} (status: ${name.status}) reaches its registration expiry date. Renewal, drop or auction follows; check it on your Domainary watchlist.`,
    )}`,
    `URL:${origin}/watchlist`,
    'TRANSP:TRANSPARENT',
  ];
  for (const days of REMINDERS) {
    lines.push(
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${escapeText(`${name.fqdn} expires in ${days} days`)}`,
      `TRIGGER:-P${days}D`,
      'END:VALARM',
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

export function expiryCalendar(names: readonly ExpiringName[], now: Date, origin: string): string {
  const stamp = basicStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Domainary//Watchlist expiry dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Domainary watchlist expiries',
  ];
  for (const name of names) {
    if (name.expiryDate) lines.push(...eventLines(name, name.expiryDate, stamp, origin));
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join(CRLF) + CRLF;
}
