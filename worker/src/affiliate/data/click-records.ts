import { affiliateClicks } from '@domainary/schema/tables/index.ts';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';

/**
 * Keeps the click id a visitor landed with, once: a later landing neither replaces it nor
 * restarts its window, unless the recorded click is older than `expiredBefore` (past the
 * network's window, so it attributes nothing any more). True when this landing was recorded.
 */
export async function recordFirstClick(
  db: Database,
  visitorId: string,
  clickId: string,
  landedAt: string,
  expiredBefore: string,
): Promise<boolean> {
  const written = await retryTransient(() =>
    db
      .insert(affiliateClicks)
      .values({ visitorId, clickId, landedAt })
      .onConflictDoUpdate({
        target: affiliateClicks.visitorId,
        set: { clickId, landedAt },
        setWhere: lt(affiliateClicks.landedAt, expiredBefore),
      })
      .returning({ clickId: affiliateClicks.clickId, landedAt: affiliateClicks.landedAt }),
  );
  return written.length > 0;
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
