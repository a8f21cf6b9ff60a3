import { affiliateClicks } from '@domainary/schema/tables/index.ts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';

/**
 * Keeps the click id a visitor landed with. Landing again with the same id (a reload, a
 * second tab) keeps the first landing time, so revisiting cannot stretch the window.
 */
export async function recordClick(db: Database, visitorId: string, clickId: string, landedAt: string) {
  await retryTransient(() =>
    db
      .insert(affiliateClicks)
      .values({ visitorId, clickId, landedAt })
      .onConflictDoUpdate({
        target: affiliateClicks.visitorId,
        set: { clickId, landedAt },
        setWhere: sql`${affiliateClicks.clickId} <> ${clickId}`,
      }),
  );
}

/** Whether this visitor's recorded click is this id, landed at or after `since`. */
export async function isRecordedClick(
  db: Database,
  visitorId: string,
  clickId: string,
  since: string,
): Promise<boolean> {
  const [row] = await db
    .select({ clickId: affiliateClicks.clickId })
    .from(affiliateClicks)
    .where(
      and(
        eq(affiliateClicks.visitorId, visitorId),
        eq(affiliateClicks.clickId, clickId),
        gte(affiliateClicks.landedAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
