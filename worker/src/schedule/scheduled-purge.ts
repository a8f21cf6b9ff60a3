import type { AppEnv } from '../app-env.ts';
import { createDatabase } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';
import { purgeStorage } from './purge-storage.ts';

/** The Cron Trigger's job (`[triggers] crons` in wrangler.toml): purge, then log what went. */
export async function scheduledPurge(
  controller: ScheduledController,
  env: AppEnv['Bindings'],
): Promise<void> {
  const { db } = createDatabase(env, newTally());
  const report = await purgeStorage(db, new Date(controller.scheduledTime));
  console.log('scheduled purge', controller.cron, JSON.stringify(report));
}
