import { clickLifetimeDays } from '@domainary/schema/contracts/conversion-rules.ts';
import type { Database } from '../db/database.ts';
import { claimUpstreamRetry, retriableOrders } from './data/conversion-records.ts';
import { recordedOrder } from './derived-order.ts';
import { MAX_UPSTREAM_ATTEMPTS } from './order-limits.ts';
import { reportOrder } from './report-order.ts';
import type { TrackingConfig } from './tracking-config.ts';

/** Orders retried per run: enough to drain an outage over a few runs, bounded per invocation. */
const ORDERS_PER_RUN = 50;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Calls the network again for attributed orders whose last call failed, oldest first, each
 * under its own order id and event time (the network counts an order id once), while the
 * click still earns the referral and the order has had fewer than MAX_UPSTREAM_ATTEMPTS
 * calls. Each order is claimed first, so a concurrent replay never calls twice. Returns how
 * many orders it called for.
 */
export async function retryFailedOrders(db: Database, config: TrackingConfig, now: Date): Promise<number> {
  const since = new Date(now.getTime() - clickLifetimeDays * dayMs).toISOString();
  const rows = await retriableOrders(db, since, MAX_UPSTREAM_ATTEMPTS, ORDERS_PER_RUN);
  let called = 0;
  for (const row of rows) {
    const order = recordedOrder(row);
    if (!order || !(await claimUpstreamRetry(db, row.orderId, MAX_UPSTREAM_ATTEMPTS))) continue;
    await reportOrder(db, config, order, row.createdAt);
    called += 1;
  }
  return called;
}
