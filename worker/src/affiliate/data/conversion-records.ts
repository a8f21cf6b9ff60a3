import type { LeadConfirmationResponse } from '@domainary/schema/contracts/conversions.ts';
import { conversions } from '@domainary/schema/tables/index.ts';
import { and, asc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import { type Refusable, refuse } from '../../refusal.ts';
import type { DerivedOrder, UpstreamOutcome } from './order-rows.ts';

/** The verdict with which the network confirms a lead (POST /api/affiliate-confirmations). */
const confirmedStatus: LeadConfirmationResponse['status'] = 'Confirmed';

export type ConversionRow = typeof conversions.$inferSelect;

export interface OrderCaps {
  since: string;
  perClient: number;
  perDomain: number;
}

export type InsertOutcome = 'inserted' | 'order-id-taken' | 'capped';

/**
 * Records an order unless its orderId is taken, the client address already has its cap of
 * orders since `caps.since`, or (for an order with a click) the name already has its cap of
 * attributed orders. The name's cap counts a lead the network confirmed against everyone,
 * and a lead still waiting only against the client network that placed it: anyone can
 * record a click id of the right shape, so unconfirmed leads from one network (a forger's
 * /24) never use up another network's real orders. One statement checks both caps and
 * inserts, so concurrent requests cannot all slip under a cap, and the unique orderId index
 * lets only one of two concurrent retries win (and call the network). An order without a
 * click never counts for the name.
 */
export async function insertCappedConversion(
  db: Database,
  order: DerivedOrder,
  meta: {
    visitorId: string;
    clientKey: string;
    clientNetwork: string;
    createdAt: string;
    upstreamState: 'pending' | 'skipped';
    upstreamError: string | null;
  },
  caps: OrderCaps,
): Promise<InsertOutcome> {
  const attempts = meta.upstreamState === 'pending' ? 1 : 0;
  const writtenBy = crypto.randomUUID();
  const inserted = await retryTransient(() =>
    db.all<{ id: number }>(sql`
      insert into conversions (order_id, visitor_id, client_key, client_network, click_id, amount, currency, discount, coupon,
        items, status, upstream_state, upstream_error, upstream_attempts, domain, written_by, created_at)
      select ${order.orderId}, ${meta.visitorId}, ${meta.clientKey}, ${meta.clientNetwork}, ${order.clickId}, ${order.amount},
        ${order.currency}, ${order.discount}, null, ${JSON.stringify(order.items)}, ${order.status},
        ${meta.upstreamState}, ${meta.upstreamError}, ${attempts}, ${order.domain}, ${writtenBy}, ${meta.createdAt}
      where (select count(*) from conversions
              where client_key = ${meta.clientKey} and created_at >= ${caps.since}) < ${caps.perClient}
        and (${order.clickId} is null or (select count(*) from conversions
              where domain = ${order.domain} and click_id is not null and created_at >= ${caps.since}
                and (status = ${confirmedStatus} or client_network = ${meta.clientNetwork})) < ${caps.perDomain})
      on conflict (order_id) do nothing
      returning id`),
  );
  if (inserted.length > 0) return 'inserted';
  const recorded = await findConversion(db, order.orderId);
  if (!recorded) return 'capped';
  // A transient failure can hide a committed insert from the retry that follows: the row is
  // then this call's own, which its mark tells apart from a concurrent request's.
  return recorded.writtenBy === writtenBy ? 'inserted' : 'order-id-taken';
}

export async function findConversion(db: Database, orderId: string): Promise<ConversionRow | undefined> {
  const [row] = await db.select().from(conversions).where(eq(conversions.orderId, orderId)).limit(1);
  return row;
}

/** Attributed orders whose last network call failed and may be tried again, oldest first. */
export function retriableOrders(
  db: Database,
  since: string,
  maxAttempts: number,
  limit: number,
): Promise<ConversionRow[]> {
  return db
    .select()
    .from(conversions)
    .where(
      and(
        eq(conversions.upstreamState, 'failed'),
        isNotNull(conversions.clickId),
        lt(conversions.upstreamAttempts, maxAttempts),
        gte(conversions.createdAt, since),
      ),
    )
    .orderBy(asc(conversions.id))
    .limit(limit);
}

/**
 * Takes a failed order back to 'pending' for one more createOrders call, unless it has had
 * `maxAttempts` calls. True for exactly one of concurrent callers: the update is the claim.
 */
export async function claimUpstreamRetry(
  db: Database,
  orderId: string,
  maxAttempts: number,
): Promise<boolean> {
  const claimed = await retryTransient(() =>
    db
      .update(conversions)
      .set({ upstreamState: 'pending', upstreamAttempts: sql`${conversions.upstreamAttempts} + 1` })
      .where(
        and(
          eq(conversions.orderId, orderId),
          eq(conversions.upstreamState, 'failed'),
          lt(conversions.upstreamAttempts, maxAttempts),
        ),
      )
      .returning({ id: conversions.id }),
  );
  return claimed.length > 0;
}

export async function recordUpstreamOutcome(db: Database, orderId: string, outcome: UpstreamOutcome) {
  await retryTransient(() =>
    db
      .update(conversions)
      .set(
        outcome.state === 'sent'
          ? {
              upstreamState: 'sent',
              upstreamSubmissionId: outcome.submissionId,
              upstreamReceivedAt: outcome.receivedAt,
              upstreamError: null,
            }
          : { upstreamState: 'failed', upstreamError: outcome.error },
      )
      .where(eq(conversions.orderId, orderId)),
  );
}

/**
 * Gives a recorded lead the network's verdict, once: a lead still waiting takes it, a
 * repeated callback with the same verdict changes nothing, and a lead already settled the
 * other way is left as it is and refused. `changed` says whether this callback settled it.
 */
export async function settleLead(
  db: Database,
  orderId: string,
  status: string,
  settledAt: string,
): Promise<Refusable<{ changed: boolean }>> {
  const settled = await retryTransient(() =>
    db
      .update(conversions)
      .set({ status, settledAt })
      .where(and(eq(conversions.orderId, orderId), isNull(conversions.settledAt)))
      .returning({ id: conversions.id }),
  );
  if (settled.length > 0) return { changed: true };
  const row = await findConversion(db, orderId);
  if (!row) return refuse('not-found', `No lead ${orderId}`);
  if (row.status !== status)
    return refuse('conflict', `Lead ${orderId} was already settled with another status.`);
  return { changed: false };
}
