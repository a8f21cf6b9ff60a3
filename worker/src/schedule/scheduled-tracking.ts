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
  const { db } = createDatabase(env, newTally());
  const { changes, ...report } = await runTracking(db, rdapSettings(env), new Date(controller.scheduledTime));
  // The push alerts of the stage changes the run recorded, at the stages a buyer acts on.
  const alerts = await alertStageChanges(db, changes, {
    vapid: vapidKeysOf(env),
    origin: new URL(env.PUBLIC_ORIGIN).origin,
  });
  console.log('drop radar run', controller.cron, JSON.stringify({ ...report, alerts }));
}
