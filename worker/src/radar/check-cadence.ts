import type { Lifecycle, LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The tracking job's Cron Trigger interval: "around the drop" names are checked every run. */
export const TRACKING_INTERVAL_MS = 5 * MINUTE_MS;
/** A registered name this close to its expiry date is checked daily instead of weekly. */
const NEAR_EXPIRY_MS = 30 * DAY_MS;
/** A name whose drop window opens within a day is "around the drop". */
const AROUND_DROP_MS = DAY_MS;

export interface Cadence {
  intervalMs: number;
  /** 0 around a predicted drop, 1 pending delete, 2 near expiry, grace or redemption, 3 the rest. */
  priority: number;
}

/**
 * How often a name is checked, from its stage: registered far from expiry weekly; near expiry,
 * in grace or in redemption daily; pending delete hourly; around the predicted drop every run.
 * A name not registered is checked daily, to see it taken.
 */
export function cadenceOf(
  stage: LifecycleStage,
  dropWindow: Lifecycle['dropWindow'],
  expiresOn: string | null,
  now: Date,
): Cadence {
  if (dropWindow && Date.parse(`${dropWindow.earliest}T00:00:00Z`) - now.getTime() <= AROUND_DROP_MS)
    return { intervalMs: TRACKING_INTERVAL_MS, priority: 0 };
  switch (stage) {
    case 'pending-delete':
      return { intervalMs: HOUR_MS, priority: 1 };
    case 'expired':
    case 'redemption':
      return { intervalMs: DAY_MS, priority: 2 };
    case 'registered': {
      const nearExpiry = expiresOn !== null && Date.parse(expiresOn) - now.getTime() <= NEAR_EXPIRY_MS;
      return nearExpiry ? { intervalMs: DAY_MS, priority: 2 } : { intervalMs: 7 * DAY_MS, priority: 3 };
    }
    case 'reserved':
      return { intervalMs: 7 * DAY_MS, priority: 3 };
    default:
      return { intervalMs: DAY_MS, priority: 3 };
  }
}
