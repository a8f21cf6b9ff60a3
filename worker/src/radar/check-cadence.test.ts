import { describe, expect, it } from 'vitest';
import { cadenceOf, TRACKING_INTERVAL_MS } from './check-cadence.ts';

const now = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;

describe('cadenceOf', () => {
  it('checks by stage: weekly, daily near expiry and in grace or redemption, hourly in pending delete', () => {
    expect(cadenceOf('registered', null, '2028-01-01', now)).toEqual({ intervalMs: 7 * DAY, priority: 3 });
    expect(cadenceOf('registered', null, '2026-12-10', now)).toEqual({ intervalMs: DAY, priority: 2 });
    expect(cadenceOf('expired', { earliest: '2027-01-01', latest: '2027-01-20' }, null, now).intervalMs).toBe(
      DAY,
    );
    expect(
      cadenceOf('redemption', { earliest: '2026-12-20', latest: '2026-12-21' }, null, now).intervalMs,
    ).toBe(DAY);
    expect(cadenceOf('pending-delete', { earliest: '2026-12-01', latest: '2026-12-02' }, null, now)).toEqual({
      intervalMs: 3_600_000,
      priority: 1,
    });
  });

  it('checks every run once the drop window is a day away or open', () => {
    expect(cadenceOf('pending-delete', { earliest: '2026-11-28', latest: '2026-11-29' }, null, now)).toEqual({
      intervalMs: TRACKING_INTERVAL_MS,
      priority: 0,
    });
  });
});
