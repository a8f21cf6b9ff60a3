import type { Lifecycle, LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import { TRACKING_INTERVAL_MS } from './check-cadence.ts';
import type { StageSighting } from './data/stage-sighting.ts';
import type { RadarColumns } from './data/tracked-name-queries.ts';
import { lifecycleOf } from './drop-prediction.ts';

/** A deployment that asks no registry: nothing was checked, and nothing says otherwise. */
const OFFLINE: Lifecycle = {
  stage: 'unknown',
  since: null,
  checkedAt: null,
  source: 'offline',
  dropWindow: null,
  confidence: 'none',
  basis: 'Not checked (offline)',
  likelyOutcome: 'unknown',
};

/** Runs missed before a name counts as checked less often than its stage asks. */
const RUNS_BEHIND = 3;

/**
 * A watched name's lifecycle for the watchlist: offline, the fixed "Not checked (offline)";
 * live, the radar's last reading of it with the prediction, and whether the radar is behind
 * on it (its check overdue by several runs, the budget spent on names nearer a drop).
 */
export function watchedLifecycle(
  radar: RadarColumns,
  extension: string,
  history: readonly StageSighting[],
  live: boolean,
  now: Date,
): { lifecycle: Lifecycle; checkedLessOften: boolean } {
  if (!live) return { lifecycle: OFFLINE, checkedLessOften: false };
  const lifecycle = lifecycleOf(
    {
      extension,
      stage: (radar.radar_stage ?? 'unknown') as LifecycleStage,
      stageSince: radar.radar_stage_since,
      checkedAt: radar.radar_checked_at,
      source: radar.radar_source ?? 'not checked',
      registrarIanaId: radar.radar_registrar_iana_id,
      expiresOn: radar.radar_expires_on,
      history,
    },
    now,
  );
  const next = radar.radar_next_check_at;
  const behind = next !== null && Date.parse(next) < now.getTime() - RUNS_BEHIND * TRACKING_INTERVAL_MS;
  return { lifecycle, checkedLessOften: behind };
}
