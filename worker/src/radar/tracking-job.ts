import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';
import type { StageChange } from '../alerts/index.ts';
import { dropOldWindows } from '../availability/data/registry-budget-queries.ts';
import { DEFAULT_DOH_URL } from '../availability/dns-confirmation.ts';
import { RDAP_TIMEOUT_MS } from '../availability/rdap-provider.ts';
import { registryBudget } from '../availability/registry-budget.ts';
import type { Database } from '../db/database.ts';
import { cadenceOf } from './check-cadence.ts';
import { dueNames, forget, historiesOf, saveCheck, type TrackedRow } from './data/tracked-name-queries.ts';
import { predictDrop } from './drop-prediction.ts';
import { readStage } from './registry-stage.ts';

/**
 * Names checked per run. Each check makes at most two subrequests (the RDAP query, and a
 * DNS-over-HTTPS query after a "not found"), so a run makes at most 80, under the 1,000 a
 * Worker invocation may make on the paid plan; with the statements below it stays under the
 * 1,000 D1 queries per invocation too. `npm run bench` reports what a full run costs.
 */
export const MAX_CHECKS_PER_RUN = 40;
/** Checks in flight at once: a run of 40 lookups finishes in a few round trips. */
const CONCURRENCY = 6;
/** Budget windows older than this are deleted, a bounded batch a run. */
const BUDGET_KEEP_SECONDS = 3600;
const BUDGET_ROWS_PER_RUN = 500;
/** A failed lookup is tried again after this, whatever the stage. */
const FAILED_RETRY_MS = 3_600_000;

export interface TrackingSettings {
  servers: Readonly<Record<string, string>>;
  dohUrl?: string | undefined;
  rates: Readonly<Record<string, number>>;
}

export interface TrackingReport {
  checked: number;
  changed: number;
  delayed: number;
  failed: number;
  forgotten: number;
}

/** A run's report, with the stage changes it recorded (a name's first reading has `from` null). */
type TrackingRun = TrackingReport & { changes: StageChange[] };

/**
 * One run of the drop radar: the names due, nearest a drop first and at most
 * MAX_CHECKS_PER_RUN; names nobody watches any more are forgotten instead of checked. Each is
 * read from its registry under the radar's share of the shared budget, its stage and
 * first-seen day written, and its next check set by the cadence of the stage it is in.
 */
export async function runTracking(db: Database, settings: TrackingSettings, now: Date): Promise<TrackingRun> {
  const report: TrackingRun = { checked: 0, changed: 0, delayed: 0, failed: 0, forgotten: 0, changes: [] };
  const due = await dueNames(db, now, MAX_CHECKS_PER_RUN);
  const unwatched = due.filter((row) => row.watched === 0).map((row) => row.fqdn);
  await forget(db, unwatched);
  report.forgotten = unwatched.length;
  const queue = due.filter((row) => row.watched !== 0);
  const histories = await historiesOf(
    db,
    queue.map((row) => row.fqdn),
  );
  const lookup = {
    servers: settings.servers,
    dohUrl: settings.dohUrl ?? DEFAULT_DOH_URL,
    timeoutMs: RDAP_TIMEOUT_MS,
    budget: registryBudget(db, { kind: 'radar' }, () => now, settings.rates),
  };
  const checkOne = async (row: TrackedRow) => {
    const reading = await readStage({ label: row.label, extension: row.extension }, lookup, now);
    const retryAt = (ms: number) => new Date(now.getTime() + ms).toISOString();
    // A delayed check stays due as it was: first in line next run, and overdue (so "checked
    // less often" on screen) while the budget keeps it waiting.
    if (reading.kind === 'delayed') {
      report.delayed += 1;
      return;
    }
    if (reading.kind === 'failed') {
      report.failed += 1;
      await saveCheck(db, row.fqdn, { ...trackedState(row), nextCheckAt: retryAt(FAILED_RETRY_MS) }, false);
      return;
    }
    report.checked += 1;
    const isNew = reading.stage !== row.stage || row.checked_at === null;
    if (isNew) {
      report.changed += 1;
      report.changes.push({
        fqdn: row.fqdn,
        from: row.checked_at === null ? null : row.stage,
        to: reading.stage,
      });
    }
    const checkedAt = now.toISOString();
    const history = [...(histories.get(row.fqdn) ?? [])];
    if (isNew) history.push({ stage: reading.stage, firstSeenAt: checkedAt });
    const stageSince = isNew ? checkedAt.slice(0, 10) : row.stage_since;
    const prediction = predictDrop(
      { ...reading, stageSince, checkedAt, extension: row.extension, history },
      now,
    );
    const cadence = cadenceOf(reading.stage, prediction.dropWindow, reading.expiresOn, now);
    await saveCheck(
      db,
      row.fqdn,
      {
        stage: reading.stage,
        stageSince,
        checkedAt,
        nextCheckAt: retryAt(cadence.intervalMs),
        source: reading.source,
        registrarIanaId: reading.registrarIanaId,
        expiresOn: reading.expiresOn,
        priority: cadence.priority,
      },
      isNew,
    );
  };
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await checkOne(row);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  await dropOldWindows(db, Math.floor(now.getTime() / 1000) - BUDGET_KEEP_SECONDS, BUDGET_ROWS_PER_RUN);
  return report;
}

/** A tracked row's state as it stands, to be written back with a new next check. */
function trackedState(row: TrackedRow) {
  return {
    stage: row.stage as LifecycleStage,
    stageSince: row.stage_since,
    checkedAt: row.checked_at,
    nextCheckAt: row.next_check_at,
    source: row.source,
    registrarIanaId: row.registrar_iana_id,
    expiresOn: row.expires_on,
    priority: row.priority,
  };
}
