import { clickIdPattern, clickLifetimeDays } from '@domainary/schema/contracts/conversion-rules.ts';
import { affiliateTracking } from './settings.ts';

const storageKey = 'domainary.affiliateClick';
const dayMs = 24 * 60 * 60 * 1000;

type StoredClick = { id: string; capturedAt: number };

/**
 * Keeps the click-event id a landing URL carries, so a conversion later in the visit (or a
 * later visit within the network's window) is still attributed. A visitor's first click is
 * kept for the whole window, as the worker keeps it: a later landing neither replaces it nor
 * is reported. Returns the id of a click newly kept, else null.
 */
export function captureClickId(search: string, now = Date.now()): string | null {
  const params = new URLSearchParams(search);
  const wanted = affiliateTracking.clickParam.toLowerCase();
  let id: string | null = null;
  for (const [name, value] of params) if (name.toLowerCase() === wanted) id = value;
  if (!id || !clickIdPattern.test(id)) return null;
  if (storedClickId(now) !== null) return null;
  try {
    localStorage.setItem(storageKey, JSON.stringify({ id, capturedAt: now } satisfies StoredClick));
  } catch {
    // Storage can be disabled or full; the click then only counts for this page view.
  }
  return id;
}

/** The click id kept by captureClickId, unless it is older than the network's window. */
export function storedClickId(now = Date.now()): string | null {
  let stored: Partial<StoredClick> | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null;
  }
  if (!stored || typeof stored.id !== 'string' || typeof stored.capturedAt !== 'number') return null;
  if (!clickIdPattern.test(stored.id)) return null;
  if (now - stored.capturedAt > clickLifetimeDays * dayMs) return null;
  return stored.id;
}
