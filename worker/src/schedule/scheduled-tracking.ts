import { alertStageChanges, vapidKeysOf } from '../alerts/stage-alerts.ts';
import type { AppEnv } from '../app-env.ts';
import { asksRegistries, rdapSettings } from '../availability/configured-provider.ts';
import { createDatabase } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';
import { runTracking } from '../radar/tracking-job.ts';

/**
 * The drop radar's Cron Trigger: checks the tracked names that are due, then sends the push
 * alerts of the stage changes it saw. A deployment that
 * asks no registry (AVAILABILITY_PROVIDER=registry, the local default) checks nothing: the
 * watchlist then reads "Not checked (offline)".
 */
export async function scheduledTracking(
  controller: ScheduledController,
  env: AppEnv['Bindings'],
): Promise<void> {
  if (!asksRegistries(env)) return;
  const tally = newTally();
  const { db } = createDatabase(env, tally);
  const { changes, ...report } = await runTracking(db, rdapSettings(env), new Date(controller.scheduledTime));
  // The push alerts of the stage changes the run recorded, at the stages a buyer acts on.
  const alerts = await alertStageChanges(db, changes, {
    vapid: vapidKeysOf(env),
    origin: new URL(env.PUBLIC_ORIGIN).origin,
  });
  // What the run cost, its alerts included, beside what it did: `npm run bench` reads this line.
  const cost = { statements: tally.statements, rowsRead: tally.rowsRead };
  console.log('drop radar run', controller.cron, JSON.stringify({ ...report, alerts, ...cost }));
}
