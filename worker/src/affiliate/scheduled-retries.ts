import type { DatabaseConfig } from '../db/create-database.ts';
import { createDatabase } from '../db/create-database.ts';
import { newTally } from '../db/rows-read-meter.ts';
import { retryFailedOrders } from './retry-failed-orders.ts';
import { type TrackingEnv, trackingConfigOf } from './tracking-config.ts';

/**
 * The cron trigger's share of affiliate tracking: failed createOrders calls are made again
 * without waiting for the visitor to retry. Nothing to do where tracking is not configured.
 */
export async function retryFailedOrdersOnSchedule(
  env: TrackingEnv & DatabaseConfig,
  now: Date,
): Promise<void> {
  const config = trackingConfigOf(env);
  if ('skipped' in config) return;
  const { db } = createDatabase(env, newTally());
  const called = await retryFailedOrders(db, config, now);
  if (called > 0) console.log('conversion tracking: retried', called, 'failed orders');
}
