import type { Database } from '../db/database.ts';
import { holdHost, takeFromPool } from './data/registry-budget-queries.ts';
import { BUDGET_WINDOW_SECONDS, lookupsPerWindow } from './registry-host-limits.ts';

/** Who a lookup is for: a visitor's request (by client address key) or the drop radar. */
export type LookupRequester = { kind: 'visitor'; clientKey: string } | { kind: 'radar' };

/**
 * Shares of a host's window. Visitors together and the radar each take at most 80%, so each
 * always has at least 20% the other cannot use; one client address takes at most 30%, so no
 * visitor spends the whole visitors' share.
 */
const POOL_SHARE = 0.8;
const CLIENT_SHARE = 0.3;

/** Retry-After past this is read as this: a registry cannot switch a host off for a day. */
const MAX_HOLD_SECONDS = 3600;
/** A 429 without a readable Retry-After holds the host this long. */
const DEFAULT_HOLD_SECONDS = 60;

export interface RegistryBudget {
  /** Takes one lookup from the host's budget for this requester; false: the check is delayed. */
  take(host: string): Promise<boolean>;
  /** The host answered 429: wait as its Retry-After says (seconds or an HTTP date). */
  holdFor(host: string, retryAfter: string | null): Promise<void>;
}

/** RFC 9110 section 10.2.3: Retry-After is delay seconds or an HTTP date. */
export function holdSeconds(retryAfter: string | null, now: Date): number {
  const text = retryAfter?.trim() ?? '';
  let seconds = DEFAULT_HOLD_SECONDS;
  if (/^\d+$/.test(text)) seconds = Number(text);
  else if (text !== '' && !Number.isNaN(Date.parse(text)))
    seconds = Math.ceil((Date.parse(text) - now.getTime()) / 1000);
  return Math.min(MAX_HOLD_SECONDS, Math.max(1, seconds));
}

/**
 * The one outbound budget every registry lookup draws on, kept in D1 so that every request
 * and isolate (and the radar's scheduled runs) count against the same figures. Per host and
 * window: the requester's own pool, then the host's total. A pool taken but then refused by
 * the total counts one lookup that was not sent: the error is on the side of sending fewer.
 */
export function registryBudget(
  db: Database,
  requester: LookupRequester,
  now: () => Date,
  /** Lookups a second by host, ahead of the defaults (REGISTRY_RATE_LIMITS: a test server, a negotiated rate). */
  rates: Readonly<Record<string, number>> = {},
): RegistryBudget {
  /** The requester's pool, then the host's total, for one window. */
  const takeSlots = async (host: string, windowStart: number, nowSeconds: number) => {
    const limit = lookupsPerWindow(host, Object.hasOwn(rates, host) ? rates[host] : undefined);
    const slot = (pool: string, share: number) =>
      takeFromPool(db, {
        host,
        windowStart,
        pool,
        limit: Math.max(1, Math.floor(limit * share)),
        nowSeconds,
      });
    if (requester.kind === 'visitor' && !(await slot(`client:${requester.clientKey}`, CLIENT_SHARE)))
      return false;
    if (!(await slot(requester.kind === 'radar' ? 'radar' : 'visitors', POOL_SHARE))) return false;
    return slot('total', 1);
  };
  // A host that refused in a window refuses for the rest of it: later names of the same
  // request are not put to D1 again.
  const refusedIn = new Map<string, number>();
  return {
    async take(host) {
      const nowSeconds = Math.floor(now().getTime() / 1000);
      const windowStart = nowSeconds - (nowSeconds % BUDGET_WINDOW_SECONDS);
      if (refusedIn.get(host) === windowStart) return false;
      const granted = await takeSlots(host, windowStart, nowSeconds);
      if (!granted) refusedIn.set(host, windowStart);
      return granted;
    },
    async holdFor(host, retryAfter) {
      const at = now();
      await holdHost(db, host, Math.floor(at.getTime() / 1000) + holdSeconds(retryAfter, at));
    },
  };
}
