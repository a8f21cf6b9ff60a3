import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';
import { describe, expect, it } from 'vitest';
import { namePlan } from '../../test/support/name-plan.ts';
import { renewalCalendar } from './renewal-calendar.ts';

/** A dated name whose reason names its verdict, as the calendar's description repeats it. */
const plan = (domain: string, expiresOn: string | null, verdict: NamePlan['verdict']): NamePlan =>
  namePlan({
    domain,
    expiresOn,
    renewal: { amount: 12, kind: 'yours', source: 'Your renewal price' },
    verdict,
    reason: `Renewal $12 a year; the numbers, here: ${verdict}`,
  });

describe('renewalCalendar', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const text = renewalCalendar(
    [
      plan('far.com', '2027-03-04', 'keep'),
      plan('soon.com', '2026-12-01', 'drop'),
      plan('undated.com', null, 'drop'),
    ],
    now,
    'https://domainary.example',
  );
  const events = text.split('BEGIN:VEVENT').slice(1);

  it('holds one all-day event per dated name, titled with its verdict and carrying its reason', () => {
    expect(events).toHaveLength(2);
    expect(events[0]).toContain('DTSTART;VALUE=DATE:20270304');
    expect(events[0]).toContain('SUMMARY:far.com renews: keep');
    expect(events[0]).toContain('DESCRIPTION:Renewal $12 a year\\; the numbers\\, here: keep.');
    expect(text).not.toContain('undated.com');
  });

  it('sets no reminder that is already past', () => {
    expect(events[0]?.match(/BEGIN:VALARM/g)).toHaveLength(2);
    expect(events[0]).toContain('TRIGGER:-P30D');
    // Four days ahead: the 30- and 7-day reminders would both be past.
    expect(events[1]).not.toContain('VALARM');
  });
});
