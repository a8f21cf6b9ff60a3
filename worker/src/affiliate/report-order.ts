import type { Database } from '../db/database.ts';
import { createOrders } from './create-orders.ts';
import { recordUpstreamOutcome } from './data/conversion-records.ts';
import type { AttributedOrder } from './derived-order.ts';
import type { TrackingConfig } from './tracking-config.ts';

/**
 * Makes the createOrders call for a recorded order and stores how it went. A failure is
 * logged (the token already cut out) and kept on the row for a later retry; the visitor
 * never learns of it.
 */
export async function reportOrder(
  db: Database,
  config: TrackingConfig,
  order: AttributedOrder,
  eventTime: string,
): Promise<void> {
  const outcome = await createOrders(config, order, eventTime);
  if (outcome.state === 'failed') console.error('conversion tracking error', order.orderId, outcome.error);
  // The order is recorded either way; an outcome that cannot be stored leaves it 'pending'.
  await recordUpstreamOutcome(db, order.orderId, outcome).catch((error: unknown) =>
    console.error('conversion tracking error: outcome not stored', order.orderId, error),
  );
}
