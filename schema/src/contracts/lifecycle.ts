import * as z from 'zod';

/**
 * Where a watched name stands in its registry lifecycle, one vocabulary for every extension:
 * RDAP statuses (RFC 8056) and events map onto these. `available` means the registry has no
 * registration; `reserved` that the registry holds the name back; `unknown` that nobody could
 * tell (offline, no RDAP for the extension, a lookup refused or delayed).
 */
export const lifecycleStages = [
  'registered',
  'expired',
  'redemption',
  'pending-delete',
  'available',
  'reserved',
  'unknown',
] as const;
export type LifecycleStage = (typeof lifecycleStages)[number];

/** What most likely happens to a name that is not renewed in time. */
export const likelyOutcomes = ['dropped', 'auctioned', 'renewed', 'unknown'] as const;
export type LikelyOutcome = (typeof likelyOutcomes)[number];

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A watched name's stage, when it was first seen there, and the predicted drop window with its basis. */
export const lifecycleSchema = z.object({
  stage: z.enum(lifecycleStages),
  /** The ISO day this stage was first seen for the name; null when never checked. */
  since: isoDay.nullable(),
  /** When the registry was last asked (ISO date-time); null when never. */
  checkedAt: z.string().nullable(),
  /** The registry lookup that said so ("rdap: rdap.verisign.com"), or "offline". */
  source: z.string(),
  /** The earliest and latest ISO day the name can drop; null where nothing predicts one. */
  dropWindow: z.object({ earliest: isoDay, latest: isoDay }).nullable(),
  confidence: z.enum(['high', 'medium', 'low', 'none']),
  /** The prediction's basis in words ("pending delete first seen Nov 25; .com names leave pending delete after 5 days"). */
  basis: z.string(),
  likelyOutcome: z.enum(likelyOutcomes),
});
export type Lifecycle = z.infer<typeof lifecycleSchema>;
