import type { Availability } from '@domainary/schema/contracts/availability.ts';
import { describe, expect, it } from 'vitest';
import { availabilityText, checkedTime } from './availability-note.tsx';

const now = new Date(2026, 10, 25, 15, 0);
const todayAt = (h: number, m: number) => new Date(2026, 10, 25, h, m).toISOString();

function answer(fields: Partial<Availability>): Availability {
  return {
    status: 'unknown',
    source: 'registry',
    confidence: 'none',
    checkedAt: null,
    reason: null,
    registryRecord: null,
    ...fields,
  };
}

describe('availability wording', () => {
  it('names the verdict, its source and the check time', () => {
    const checked = { checkedAt: todayAt(12, 3), confidence: 'high' as const };
    expect(availabilityText(answer({ ...checked, status: 'available' }), now)).toBe(
      'Available · registry (RDAP), confirmed by DNS, checked 12:03',
    );
    expect(availabilityText(answer({ ...checked, status: 'registered' }), now)).toBe(
      'Registered · registry (RDAP), checked 12:03',
    );
    expect(availabilityText(answer({ ...checked, status: 'registered', source: 'dns' }), now)).toBe(
      "Registered · DNS (the name has name servers; the registry's RDAP had no record), checked 12:03",
    );
    expect(
      availabilityText(answer({ ...checked, status: 'likely_available', reason: 'dns_unconfirmed' }), now),
    ).toBe(
      'Likely available · the registry (RDAP) has no record, but DNS could not confirm it, checked 12:03',
    );
  });

  it('never calls an unchecked name available, and says why it is not checked', () => {
    expect(availabilityText(answer({ source: 'offline', reason: 'offline' }), now)).toBe(
      'Not checked (offline)',
    );
    expect(availabilityText(answer({ reason: 'pending' }), now)).toBe('Checking…');
    expect(availabilityText(answer({ reason: 'timed_out' }), now)).toBe(
      "Not checked: the registry's RDAP server did not answer in time",
    );
    expect(availabilityText(answer({ reason: 'lookup_cap' }), now)).toMatch(/^Not checked: too many names/);
    expect(availabilityText(answer({ reason: 'unsupported_extension' }), now)).toMatch(
      /^Not checked: no registry lookup/,
    );
    expect(availabilityText(answer({ status: 'available', source: 'sample', confidence: 'low' }), now)).toBe(
      'Sample data lists it as available · not checked with a registry',
    );
  });

  it('gives the day as well for a check made before today', () => {
    expect(checkedTime(new Date(2026, 10, 24, 9, 5).toISOString(), now)).toBe('Nov 24, 09:05');
  });
});
