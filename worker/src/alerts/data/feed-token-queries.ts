import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { retryTransient } from '../../db/retry-transient.ts';
import { newFeedToken } from './feed-token.ts';

export interface FeedState {
  /** null: the visitor turned their feeds off. */
  token: string | null;
  createdAt: string;
}

/**
 * The visitor's feed token, made on first ask: a watchlist has its private feeds from the
 * start, and a visitor who turned them off keeps them off (their row holds a null token).
 */
export async function feedStateOf(db: Database, visitorId: string, now: Date): Promise<FeedState> {
  const read = () =>
    db.all<FeedState>(
      sql`select token, created_at as createdAt from watchlist_feeds where visitor_id = ${visitorId}`,
    );
  const [existing] = await read();
  if (existing) return existing;
  await retryTransient(() =>
    db.run(sql`
      insert into watchlist_feeds (visitor_id, token, created_at)
      values (${visitorId}, ${newFeedToken()}, ${now.toISOString()})
      on conflict (visitor_id) do nothing`),
  );
  // Read back: a request racing this one may have made the token first.
  const [made] = await read();
  if (!made) throw new Error('watchlist_feeds row missing after insert');
  return made;
}

/** Replaces the visitor's token with a new one (the old URLs stop working at once), or sets one after they were off. */
export async function renewFeedToken(db: Database, visitorId: string, now: Date): Promise<FeedState> {
  const token = newFeedToken();
  await retryTransient(() =>
    db.run(sql`
      insert into watchlist_feeds (visitor_id, token, created_at) values (${visitorId}, ${token}, ${now.toISOString()})
      on conflict (visitor_id) do update set token = excluded.token, created_at = excluded.created_at`),
  );
  return { token, createdAt: now.toISOString() };
}

/** Revokes the visitor's token and keeps their feeds off until they ask for new ones. */
export async function turnFeedsOff(db: Database, visitorId: string, now: Date): Promise<void> {
  await retryTransient(() =>
    db.run(sql`
      insert into watchlist_feeds (visitor_id, token, created_at) values (${visitorId}, null, ${now.toISOString()})
      on conflict (visitor_id) do update set token = null, created_at = excluded.created_at`),
  );
}

/** The visitor whose feeds a token opens, and when the token was made; undefined for an unknown or revoked token. */
export async function feedOwnerOf(
  db: Database,
  token: string,
): Promise<{ visitorId: string; createdAt: string } | undefined> {
  const [row] = await db.all<{ visitorId: string; createdAt: string }>(
    sql`select visitor_id as visitorId, created_at as createdAt from watchlist_feeds where token = ${token}`,
  );
  return row;
}
