/**
 * Lookups a second one registry host is sent, at most, across every request and isolate.
 * Registries rate-limit by source address and few publish a figure; about one a second is what
 * domain monitors keep to (Verisign publishes none). Where a registry publishes its limit, it
 * is used instead.
 */
const DEFAULT_PER_SECOND = 1;

const PUBLISHED_PER_SECOND: ReadonlyMap<string, number> = new Map([
  // CentralNic: 1,800 queries per 15 minutes per /24 (CentralNic Registry RDAP service
  // documentation), two a second.
  ['rdap.centralnic.com', 1800 / (15 * 60)],
]);

/** The budget window: lookups per window are the rate times its length, so no second bursts far past it. */
export const BUDGET_WINDOW_SECONDS = 10;

/** Lookups the host may be sent per budget window. */
export function lookupsPerWindow(host: string, configuredPerSecond?: number): number {
  const perSecond = configuredPerSecond ?? PUBLISHED_PER_SECOND.get(host) ?? DEFAULT_PER_SECOND;
  return Math.max(1, Math.floor(perSecond * BUDGET_WINDOW_SECONDS));
}
