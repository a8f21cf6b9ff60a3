import { recordSourceOf } from '@domainary/schema/record-source.ts';
import type { CalendarRow } from './data/calendar-rows.ts';
import type { Milestone } from './watchlist-calendar.ts';

/**
 * The expiry date a watched name's calendar holds: the registry's, as the radar last read it,
 * else the listing's, saying which listing data it comes from. A name with neither (never
 * registered, or not listed and not checked yet) has no expiry to add.
 */
function expiryOf(row: CalendarRow): Milestone | null {
  if (row.registryExpiry) {
    const day = row.registryExpiry.slice(0, 10);
    const basis = `Expiry date from the registry (${row.trackedSource ?? 'registry lookup'}).`;
    return { fqdn: row.fqdn, kind: 'expiry', first: day, last: day, basis };
  }
  if (row.listedExpiry && row.listingSource) {
    const day = row.listedExpiry.slice(0, 10);
    const source = recordSourceOf(row.listingSource);
    const basis =
      source.kind === 'sample'
        ? 'Expiry date from the sample listing data, not a registry record.'
        : `Expiry date from the imported listing (${source.importedFrom}), not a registry record.`;
    return { fqdn: row.fqdn, kind: 'expiry', first: day, last: day, basis };
  }
  return null;
}

/** Every dated milestone of the visitor's watched names, in the order the calendar lists them. */
export function watchlistMilestones(rows: readonly CalendarRow[]): Milestone[] {
  return rows.flatMap((row) => {
    const expiry = expiryOf(row);
    return expiry ? [expiry] : [];
  });
}
