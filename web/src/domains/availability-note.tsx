import type { Availability, AvailabilityReason } from '@domainary/schema/contracts/availability.ts';
import { Spinner } from '../ui/spinner.tsx';

/** Why a name is not checked, as a visitor reads it. */
const notCheckedBecause: Record<AvailabilityReason, string> = {
  pending: 'Checking…',
  offline: 'Not checked (offline)',
  unsupported_extension: 'Not checked: no registry lookup is known for this extension',
  lookup_failed: 'Not checked: the registry lookup failed',
  timed_out: "Not checked: the registry's RDAP server did not answer in time",
  lookup_cap: 'Not checked: too many names at once (open the name to check it)',
  dns_unconfirmed: 'Not checked',
  registry_busy: 'Check delayed: registry busy',
};

/** Whether an answer came from the generated sample data (offline), with no registry asked. */
export const isSampleSource = (source: string) => source === 'sample' || source === 'offline';

/**
 * How an answer was got, in the one wording every screen uses: asked of the registry (RDAP),
 * seen in DNS when the registry gave no answer, or read from the sample data offline.
 */
export function checkedWithText(source: string): string {
  if (isSampleSource(source)) return 'Sample data (offline), not checked with a registry';
  if (source === 'registry' || source === 'rdap') return 'Registry (RDAP lookup)';
  if (source === 'dns') return 'DNS only, no registry answer';
  return source;
}

const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "12:03" for a check made today (in the visitor's time zone), "Nov 24, 12:03" before. */
export function checkedTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString() ? timeOfDay.format(at) : dayAndTime.format(at);
}

/**
 * How a name's status is known: the verdict, who gave it and when, or why nobody could. A name
 * is called available only when the registry had no record and DNS confirmed it.
 */
export function availabilityText(a: Availability, now = new Date()): string {
  if (a.reason === 'pending') return notCheckedBecause.pending;
  const when = a.checkedAt ? `, checked ${checkedTime(a.checkedAt, now)}` : '';
  if (a.source === 'sample') {
    const listed = a.status === 'available' ? 'available' : 'registered';
    return `Sample data lists it as ${listed} · not checked with a registry`;
  }
  switch (a.status) {
    case 'available':
      return `Available · registry (RDAP), confirmed by DNS${when}`;
    case 'registered':
      return a.source === 'dns'
        ? `Registered · DNS (the name has name servers; the registry's RDAP had no record)${when}`
        : `Registered · registry (RDAP)${when}`;
    case 'likely_available':
      return `Likely available · the registry (RDAP) has no record, but DNS could not confirm it${when}`;
    default:
      return notCheckedBecause[a.reason ?? 'lookup_failed'];
  }
}

export function AvailabilityNote({ availability }: { availability: Availability }) {
  const checking = availability.reason === 'pending';
  return (
    <p
      className="text-xs text-base-content/70"
      data-availability-source={availability.source}
      data-availability-status={availability.status}
      role={checking ? 'status' : undefined}
    >
      {checking && <Spinner size="xs" className="mr-1 align-middle" />}
      {availabilityText(availability)}
    </p>
  );
}
