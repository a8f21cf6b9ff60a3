import { d1BookmarkPattern } from '@domainary/schema/contracts/read-consistency.ts';

const storageKey = 'domainary:d1-bookmark';

function stored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    // Storage can be off (privacy modes); the bookmark then lives for this page only.
    return null;
  }
}

let newest: string | null = stored();

/** The newest D1 bookmark this browser was given, to send with the next request. */
export function bookmarkToSend(): string | null {
  return newest;
}

/**
 * Keeps a bookmark from a response if it is newer than the one held. Responses can arrive
 * out of order, and D1 bookmarks sort oldest to newest, so the newest wins; it is kept in
 * localStorage so other tabs and reloads read this visitor's writes too.
 */
export function rememberBookmark(bookmark: string | null): void {
  if (!bookmark || !d1BookmarkPattern.test(bookmark)) return;
  newest = stored() ?? newest;
  if (newest !== null && newest >= bookmark) return;
  newest = bookmark;
  try {
    localStorage.setItem(storageKey, bookmark);
  } catch {
    // Kept in memory only.
  }
}
