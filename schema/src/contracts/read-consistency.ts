/**
 * Read-your-own-writes across D1 read replicas: the worker answers with the bookmark of the
 * request's database session in this header, and the browser sends the newest one it holds
 * back on every request (worker/src/db/d1-session.ts, web/src/api/d1-bookmark.ts).
 */
export const BOOKMARK_HEADER = 'x-d1-bookmark';

/** A D1 bookmark: hex groups of 8, 8, 8 and 32 digits. D1 documents them as sorting oldest to newest. */
export const d1BookmarkPattern = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;
