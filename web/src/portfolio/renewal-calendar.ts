import type { NamePlan } from '@domainary/schema/contracts/portfolio.ts';
import ical, { ICalAlarmType } from 'ical-generator';

/** Reminders before a renewal date, in days. */
const REMINDERS = [30, 7];
const DAY_MS = 86_400_000;

/**
 * The renewal dates as an iCalendar file: one all-day event per dated name on its expiry date,
 * titled with the plan's verdict and carrying its reason. A reminder is set only where it still
 * lies ahead of `now`: a calendar never raises an alarm that is already past.
 */
export function renewalCalendar(plans: readonly NamePlan[], now: Date, origin: string): string {
  const calendar = ical({
    name: 'Domainary portfolio renewals',
    prodId: { company: 'Domainary', product: 'Portfolio renewals', language: 'EN' },
  });
  const host = new URL(origin).host;
  for (const plan of plans) {
    if (plan.expiresOn === null) continue;
    const day = new Date(`${plan.expiresOn}T00:00:00Z`);
    const event = calendar.createEvent({
      id: `${plan.domain}-renewal-${plan.expiresOn}@${host}`,
      start: day,
      allDay: true,
      stamp: now,
      summary: `${plan.domain} renews: ${plan.verdict}`,
      description: `${plan.reason}. Renewal ${plan.renewal.kind === 'yours' ? 'at your price' : 'at the typical price'}; planned with the Domainary portfolio planner.`,
      url: `${origin}/portfolio`,
    });
    for (const days of REMINDERS) {
      if (day.getTime() - days * DAY_MS <= now.getTime()) continue;
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: days * 86_400,
        description: `${plan.domain} renews in ${days} days (${plan.verdict})`,
      });
    }
  }
  return calendar.toString();
}
