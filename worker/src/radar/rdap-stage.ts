import type { LifecycleStage } from '@domainary/schema/contracts/lifecycle.ts';

/**
 * RDAP status values (RFC 8056 maps them from EPP's RFC 5731 and RFC 3915 statuses) that
 * place a registered name in its lifecycle. A name in redemption carries "pending delete"
 * too (EPP sets pendingDelete with the redemptionPeriod grace status), so redemption is
 * looked for first.
 */
const REDEMPTION = ['redemption period', 'pending restore'];
const PENDING_DELETE = 'pending delete';
const AUTO_RENEW_GRACE = 'auto renew period';
/**
 * Not an RFC 8056 value: some registries answer a name they hold back with a domain object
 * whose status says "reserved". Matched as written.
 */
const RESERVED = 'reserved';

/**
 * The stage a registry's domain object puts a name in: its status values first; without
 * them, an expiration event already past (for registries that keep an expired name
 * registered without an auto-renew status, such as .uk) reads as expired. A registry that
 * auto-renews moves the expiration a year on at expiry, which is why the status comes first.
 */
export function stageOfDomainObject(
  statuses: readonly string[],
  expiresAt: string | null,
  now: Date,
): LifecycleStage {
  const status = new Set(statuses.map((s) => s.trim().toLowerCase()));
  if (REDEMPTION.some((s) => status.has(s))) return 'redemption';
  if (status.has(PENDING_DELETE)) return 'pending-delete';
  if (status.has(AUTO_RENEW_GRACE)) return 'expired';
  if (status.has(RESERVED)) return 'reserved';
  if (expiresAt !== null && Date.parse(expiresAt) < now.getTime()) return 'expired';
  return 'registered';
}
