import { retryFailedOrdersOnSchedule } from '../affiliate/scheduled-retries.ts';
import type { AppEnv } from '../app-env.ts';
import { scheduledPurge } from './scheduled-purge.ts';
import { scheduledTracking } from './scheduled-tracking.ts';

/**
 * The Cron Triggers of `[triggers] crons` in wrangler.toml, each with its job: the two
 * lists must name the same schedules, and an unknown schedule runs nothing.
 */
export const CRON_JOBS: ReadonlyMap<
  string,
  (controller: ScheduledController, env: AppEnv['Bindings']) => Promise<void>
> = new Map([
  // Hourly: expired availability answers, superseded check results, refused leads past
  // their retention, idle visitors' rows.
  ['17 * * * *', scheduledPurge],
  // Every 15 minutes: failed affiliate createOrders calls are made again.
  [
    '*/15 * * * *',
    (controller: ScheduledController, env: AppEnv['Bindings']) =>
      retryFailedOrdersOnSchedule(env, new Date(controller.scheduledTime)),
  ],
  // Every 5 minutes: the drop radar checks the tracked names that are due.
  ['*/5 * * * *', scheduledTracking],
]);

/** Runs the job of the schedule that fired. */
export async function runCronJob(controller: ScheduledController, env: AppEnv['Bindings']): Promise<void> {
  const job = CRON_JOBS.get(controller.cron);
  if (job === undefined) {
    console.error('no job for cron schedule', controller.cron);
    return;
  }
  await job(controller, env);
}
