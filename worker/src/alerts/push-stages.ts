import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import { type PushStage, pushStages } from '@domainary/schema/contracts/push-alerts.ts';

const DROP_BOUND: ReadonlySet<string> = new Set<LifecycleStage>([
  'expired',
  'redemption',
  'pending-delete',
  'available',
]);

/**
 * The alert a stage change fires, or null: a push stage reached from another stage, and
 * "registered" only when the name comes back from expiry, redemption, pending delete or
 * availability (a first check that finds a name registered is no news).
 */
export function alertStageOf(from: string | null, to: string): PushStage | null {
  if (from === to) return null;
  if (to === 'registered') return from !== null && DROP_BOUND.has(from) ? 'registered' : null;
  return (pushStages as readonly string[]).includes(to) ? (to as PushStage) : null;
}
