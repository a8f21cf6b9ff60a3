import { eq } from 'drizzle-orm';
import type { Conversion } from '../../../schema/src/contracts/conversions.ts';
import { conversions } from '../../../schema/src/tables/index.ts';
import type { UpstreamOutcome } from '../affiliate/create-orders.ts';
import type { Database } from '../db/database.ts';
import { retryTransient } from '../db/retry-transient.ts';

export type ConversionRow = typeof conversions.$inferSelect;

/**
 * Records a conversion unless its orderId is already recorded; true when this call recorded
 * it. The unique index decides, so two concurrent retries cannot both win (and both call
 * the network).
 */
export async function insertConversion(
  db: Database,
  conversion: Conversion,
  meta: {
    visitorId: string;
    createdAt: string;
    upstreamState: 'pending' | 'skipped';
    upstreamError: string | null;
  },
): Promise<boolean> {
  const inserted = await retryTransient(() =>
    db
      .insert(conversions)
      .values({
        orderId: conversion.orderId,
        visitorId: meta.visitorId,
        clickId: conversion.clickId ?? null,
        amount: conversion.amount,
        currency: conversion.currency,
        discount: conversion.discount,
        coupon: conversion.coupon ?? null,
        items: conversion.items,
        status: conversion.status,
        upstreamState: meta.upstreamState,
        upstreamError: meta.upstreamError,
        createdAt: meta.createdAt,
      })
      .onConflictDoNothing({ target: conversions.orderId })
      .returning({ id: conversions.id }),
  );
  if (inserted.length > 0) return true;
  // A transient failure can hide a committed insert from the retry that follows: the row is
  // then this request's own when it carries this request's visitor and timestamp.
  const recorded = await findConversion(db, conversion.orderId);
  return recorded?.visitorId === meta.visitorId && recorded.createdAt === meta.createdAt;
}

export async function findConversion(db: Database, orderId: string): Promise<ConversionRow | undefined> {
  const [row] = await db.select().from(conversions).where(eq(conversions.orderId, orderId)).limit(1);
  return row;
}

/** True when a retry carries exactly the order that was recorded under its orderId. */
export function sameConversion(row: ConversionRow, conversion: Conversion): boolean {
  return (
    row.amount === conversion.amount &&
    row.currency === conversion.currency &&
    row.discount === conversion.discount &&
    row.coupon === (conversion.coupon ?? null) &&
    row.status === conversion.status &&
    row.clickId === (conversion.clickId ?? null) &&
    JSON.stringify(row.items) === JSON.stringify(conversion.items)
  );
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
            }
          : { upstreamState: 'failed', upstreamError: outcome.error },
      )
      .where(eq(conversions.orderId, orderId)),
  );
}
