import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

export interface StageChange {
  fqdn: string;
  stage: string;
  /** When the radar first saw the name in this stage (ISO date-time). */
  firstSeenAt: string;
  /** The registry lookup that saw it ("rdap: rdap.verisign.com"). */
  source: string;
}

/** The most stage changes one feed lists: its newest, as feed readers keep what they read before. */
const FEED_MAX_ENTRIES = 200;

/**
 * The newest stage changes of the names on one visitor's watchlist. Worst case: the visitor's
 * entries (at most 500, by the watchlist's visitor index), each name's history by the history's
 * primary key, then FEED_MAX_ENTRIES rows returned.
 */
export function stageChangesOfVisitor(db: Database, visitorId: string): Promise<StageChange[]> {
  return db.all<StageChange>(sql`
    select h.fqdn, h.stage, h.first_seen_at as firstSeenAt, h.source
    from name_stage_history h
    where h.fqdn in (select w.name || '.' || w.extension from watchlist_entries w where w.visitor_id = ${visitorId})
    order by h.first_seen_at desc, h.fqdn
    limit ${FEED_MAX_ENTRIES}`);
}
