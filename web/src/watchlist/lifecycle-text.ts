import type { Lifecycle, LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import { formatDate } from '../format/format-date.ts';

/** Each stage as a visitor reads it. */
export const stageNames: Record<LifecycleStage, string> = {
  registered: 'Registered',
  expired: 'Expired (grace)',
  redemption: 'Redemption',
  'pending-delete': 'Pending delete',
  available: 'Available',
  reserved: 'Reserved by the registry',
  unknown: 'Stage unknown',
};

/** The stages a name passes through to its drop, in order, as the strip shows them. */
export const stripStages = ['registered', 'expired', 'redemption', 'pending-delete', 'available'] as const;

/**
 * Where the stage came from and when: "Pending delete since Nov 25, 2026 · rdap: rdap.verisign.com".
 * A name nobody checked says so, offline included; a stage is never shown without its source.
 */
export function stageLine(lifecycle: Lifecycle): string {
  if (lifecycle.source === 'offline') return 'Not checked (offline)';
  if (lifecycle.checkedAt === null) return 'Not checked yet by the drop radar';
  const since = lifecycle.since ? ` since ${formatDate(lifecycle.since)}` : '';
  return `${stageNames[lifecycle.stage]}${since} · ${lifecycle.source}`;
}

/** The predicted drop window in words, or null when nothing predicts one. */
export function windowLine(lifecycle: Lifecycle): string | null {
  const window = lifecycle.dropWindow;
  if (!window) return null;
  const span =
    window.earliest === window.latest
      ? formatDate(window.earliest)
      : `${formatDate(window.earliest)} to ${formatDate(window.latest)}`;
  return `Predicted drop: ${span} (${lifecycle.confidence} confidence)`;
}

/** What the visitor can do now, by stage and likely outcome; null when there is nothing to do yet. */
export function actionNow(lifecycle: Lifecycle): string | null {
  switch (lifecycle.stage) {
    case 'expired':
      return lifecycle.likelyOutcome === 'auctioned'
        ? "Bid at the registrar's expired-name auction"
        : 'Backorder it to catch the drop';
    case 'redemption':
    case 'pending-delete':
      return 'Backorder it to catch the drop';
    case 'available':
      return 'Register it now';
    default:
      return null;
  }
}

/** What became of a name that came back registered, plainly; null otherwise. */
export function outcomeLine(lifecycle: Lifecycle): string | null {
  if (lifecycle.stage !== 'registered') return null;
  if (lifecycle.likelyOutcome === 'renewed') return 'Outcome: renewed by its holder';
  if (lifecycle.likelyOutcome === 'auctioned') return "Outcome: went to the registrar's auction";
  if (lifecycle.likelyOutcome === 'dropped') return 'Outcome: dropped, then registered again';
  return null;
}
