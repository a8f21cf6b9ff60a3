import type { AppEnv } from '../app-env.ts';
import { asksRegistries, rdapSettings } from '../availability/configured-provider.ts';
import { createDatabase } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';
import { runTracking } from '../radar/tracking-job.ts';

/**
 * The drop radar's Cron Trigger: checks the tracked names that are due. A deployment that
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
  const report = await runTracking(db, rdapSettings(env), new Date(controller.scheduledTime));
  // What the run cost, beside what it did: `npm run bench` reads this line.
  const cost = { statements: tally.statements, rowsRead: tally.rowsRead };
  console.log('drop radar run', controller.cron, JSON.stringify({ ...report, ...cost }));
}
