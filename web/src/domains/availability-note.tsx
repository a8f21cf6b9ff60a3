import type { Availability } from '@domainary/schema/contracts/availability.ts';
import { formatDate } from '../format/format-date.ts';

const sourceNames: Record<Availability['source'], string> = {
  registry: "Domainary's registry data",
  rdap: "the registry's RDAP server",
};

/** How a name's status is known: source and check time, or that nobody checked (never a bare 'available'). */
export function availabilityText(a: Availability): string {
  if (a.status === 'unknown' || !a.checkedAt)
    return `Not checked: ${sourceNames[a.source]} has no record of it`;
  const verdict = a.status === 'available' ? 'Available' : 'Registered';
  return `${verdict} per ${sourceNames[a.source]}, checked ${formatDate(a.checkedAt)}`;
}

export function AvailabilityNote({ availability }: { availability: Availability }) {
  return (
    <p className="text-xs text-base-content/70" data-availability-source={availability.source}>
      {availabilityText(availability)}
    </p>
  );
}
